import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useConsentReceipt } from '@/features/consent-receipt/api/get-consent-receipt';
import { paths } from '@/config/paths';
import { useCandidateLocale } from '@/i18n/use-candidate-locale';
import { ApiError } from '@/lib/api-client';
import { localNoticeSections, localReceiptText } from '@/lib/consent-notice';
import { downloadTextFile } from '@/lib/download-file';
import { ResourceNotFound } from '@/ui/resource-not-found';
import { noticeLanguageLabel } from '#contract/consent';
import type { Locale } from '#contract/locale-tags';

/**
 * /consent-receipts/:token (issue #20): what the candidate was told before recording and what they
 * chose, with a plain-text download. Opened from the portal or the completion e-mail.
 */
export function ConsentReceiptPage() {
  const { t, i18n } = useLingui();
  const { token = '' } = useParams();
  const receipt = useConsentReceipt(token);
  // The language the candidate chose on this device, else the one they read the notice in.
  const localeShown = useCandidateLocale(receipt.data?.locale ?? null);

  // The notice's language by its name in the page's language, with its tag: "Spanish (es)" as before
  // in English.
  const languageName = (locale: Locale) =>
    i18n.locale === 'en' || i18n.locale === 'pseudo'
      ? noticeLanguageLabel(locale)
      : `${new Intl.DisplayNames([i18n.locale], { type: 'language', languageDisplay: 'standard' }).of(locale) ?? locale} (${locale})`;

  if (receipt.isError) {
    const gone = receipt.error instanceof ApiError && receipt.error.status === 404;
    return (
      <ResourceNotFound
        title={gone ? t`Consent receipt not found` : t`Something went wrong`}
        message={gone ? t`This link does not open a consent receipt.` : receipt.error.message}
        back={{ label: t`Go to the home page`, href: paths.home.getHref() }}
        onRetry={gone ? undefined : () => void receipt.refetch()}
        retryLabel={t`Retry`}
      />
    );
  }

  return (
    <Container component="main" size="sm" py="xl">
      {receipt.isPending || !localeShown ? (
        <Stack gap="lg" aria-busy>
          <Skeleton height={36} width="50%" />
          <Skeleton height={320} />
        </Stack>
      ) : (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <Group justify="space-between" align="flex-start">
              <Title order={1}>
                <Trans>Consent receipt</Trans>
              </Title>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() =>
                  downloadTextFile(
                    'consent-receipt.txt',
                    localReceiptText(i18n, receipt.data, languageName(receipt.data.locale)),
                    'text/plain;charset=utf-8',
                  )
                }
              >
                <Trans>Download receipt</Trans>
              </Button>
            </Group>
            <Stack gap={4}>
              <Text>
                {receipt.data.candidate_name} ({receipt.data.email})
              </Text>
              <Text>
                <Trans>
                  {receipt.data.interview_title} at {receipt.data.company_name}
                </Trans>
              </Text>
              <Text>
                <Trans>
                  Agreed on{' '}
                  {i18n.date(receipt.data.consented_at, { dateStyle: 'medium', timeStyle: 'short' })}
                </Trans>
              </Text>
              <Text>
                {receipt.data.ai_analysis_allowed ? (
                  <Trans>AI analysis: Allow AI analysis of my answers</Trans>
                ) : (
                  <Trans>AI analysis: Do not use AI analysis on my answers</Trans>
                )}
              </Text>
              <Text size="sm" c="dimmed">
                <Trans>
                  Notice version {receipt.data.notice_version}, read in {languageName(receipt.data.locale)}
                </Trans>
              </Text>
            </Stack>
            <Title order={2} size="h3">
              <Trans>The notice you agreed to</Trans>
            </Title>
            {localNoticeSections(i18n, {
              companyName: receipt.data.company_name,
              retentionDays: receipt.data.retention_days,
            }).map((section) => (
              <Stack key={section.heading} gap={4}>
                <Title order={3} size="h4">
                  {section.heading}
                </Title>
                <Text>{section.body}</Text>
              </Stack>
            ))}
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
