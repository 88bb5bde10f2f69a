import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { consentApi } from '#contract/consent';

/** GET /api/consent-receipts/:token: no account needed; a receipt never changes. */
export function useConsentReceipt(token: string) {
  return useQuery({
    queryKey: queryKeys.consentReceipt(token),
    queryFn: () => callApi(consentApi.receipt, { params: { token } }),
    retry: false,
    staleTime: Infinity,
  });
}
