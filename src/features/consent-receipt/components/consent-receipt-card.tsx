import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { localNoticeSections, localReceiptText } from '@/lib/consent-notice';
import { downloadTextFile } from '@/lib/download-file';
import { noticeLanguageLabel, type ConsentReceipt } from '#contract/consent';
import type { Locale } from '#contract/locale-tags';

/** A consent receipt: who agreed to which notice, when, in which language, and their AI choice. */
export function ConsentReceiptCard({ receipt }: { receipt: ConsentReceipt }) {
  const { i18n } = useLingui();
  // The notice's language by its name in the page's language, with its tag: "Spanish (es)" as before
  // in English.
  const languageName = (locale: Locale) =>
    i18n.locale === 'en' || i18n.locale === 'pseudo'
      ? noticeLanguageLabel(locale)
      : `${new Intl.DisplayNames([i18n.locale], { type: 'language', languageDisplay: 'standard' }).of(locale) ?? locale} (${locale})`;

  return (
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
                localReceiptText(i18n, receipt, languageName(receipt.locale)),
                'text/plain;charset=utf-8',
              )
            }
          >
            <Trans>Download receipt</Trans>
          </Button>
        </Group>
        <Stack gap={4}>
          <Text>
            {receipt.candidate_name} ({receipt.email})
          </Text>
          <Text>
            <Trans>
              {receipt.interview_title} at {receipt.company_name}
            </Trans>
          </Text>
          <Text>
            <Trans>
              Agreed on {i18n.date(receipt.consented_at, { dateStyle: 'medium', timeStyle: 'short' })}
            </Trans>
          </Text>
          <Text>
            {receipt.ai_analysis_allowed ? (
              <Trans>AI analysis: Allow AI analysis of my answers</Trans>
            ) : (
              <Trans>AI analysis: Do not use AI analysis on my answers</Trans>
            )}
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>
              Notice version {receipt.notice_version}, read in {languageName(receipt.locale)}
            </Trans>
          </Text>
        </Stack>
        <Title order={2} size="h3">
          <Trans>The notice you agreed to</Trans>
        </Title>
        {localNoticeSections(i18n, {
          companyName: receipt.company_name,
          retentionDays: receipt.retention_days,
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
  );
}
