import { useLingui } from '@lingui/react/macro';
import { Container, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useConsentReceipt } from '@/features/consent-receipt/api/get-consent-receipt';
import { ConsentReceiptCard } from '@/features/consent-receipt/components/consent-receipt-card';
import { paths } from '@/config/paths';
import { useCandidateLocale } from '@/i18n/use-candidate-locale';
import { ApiError } from '@/lib/api-client';
import { ResourceNotFound } from '@/ui/resource-not-found';

/**
 * /consent-receipts/:token (issue #20): what the candidate was told before recording and what they
 * chose, with a plain-text download. Opened from the portal or the completion e-mail.
 */
export function ConsentReceiptPage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const receipt = useConsentReceipt(token);
  // The language the candidate chose on this device, else the one they read the notice in.
  const localeShown = useCandidateLocale(receipt.data?.locale ?? null);

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
        <ConsentReceiptCard receipt={receipt.data} />
      )}
    </Container>
  );
}
