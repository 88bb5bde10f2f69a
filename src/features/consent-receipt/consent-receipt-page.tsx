import { Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useConsentReceipt } from '@/features/consent-receipt/api/get-consent-receipt';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { downloadTextFile } from '@/lib/download-file';
import { formatDateTime } from '@/ui/format-date';
import { ResourceNotFound } from '@/ui/resource-not-found';
import {
  consentChoiceLabels,
  consentMessages,
  consentReceiptText,
  noticeLanguageLabel,
  noticeSections,
} from '#contract/consent';

/**
 * /consent-receipts/:token (issue #20): what the candidate was told before recording and what they
 * chose, with a plain-text download. Opened from the portal or the completion e-mail.
 */
export function ConsentReceiptPage() {
  const { token = '' } = useParams();
  const receipt = useConsentReceipt(token);

  if (receipt.isError) {
    const gone = receipt.error instanceof ApiError && receipt.error.status === 404;
    return (
      <ResourceNotFound
        title={gone ? consentMessages.receiptNotFound : 'Something went wrong'}
        message={gone ? 'This link does not open a consent receipt.' : receipt.error.message}
        back={{ label: 'Go to the home page', href: paths.home.getHref() }}
        onRetry={gone ? undefined : () => void receipt.refetch()}
      />
    );
  }

  return (
    <Container component="main" size="sm" py="xl">
      {receipt.isPending ? (
        <Stack gap="lg" aria-busy>
          <Skeleton height={36} width="50%" />
          <Skeleton height={320} />
        </Stack>
      ) : (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <Group justify="space-between" align="flex-start">
              <Title order={1}>Consent receipt</Title>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() =>
                  downloadTextFile(
                    'consent-receipt.txt',
                    consentReceiptText(receipt.data),
                    'text/plain;charset=utf-8',
                  )
                }
              >
                Download receipt
              </Button>
            </Group>
            <Stack gap={4}>
              <Text>
                {receipt.data.candidate_name} ({receipt.data.email})
              </Text>
              <Text>
                {receipt.data.interview_title} at {receipt.data.company_name}
              </Text>
              <Text>Agreed on {formatDateTime(receipt.data.consented_at)}</Text>
              <Text>
                AI analysis:{' '}
                {receipt.data.ai_analysis_allowed
                  ? consentChoiceLabels.allowed
                  : consentChoiceLabels.declined}
              </Text>
              <Text size="sm" c="dimmed">
                Notice version {receipt.data.notice_version}, read in{' '}
                {noticeLanguageLabel(receipt.data.locale)}
              </Text>
            </Stack>
            <Title order={2} size="h3">
              The notice you agreed to
            </Title>
            {noticeSections({
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
