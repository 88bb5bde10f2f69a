import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { consentApi } from '#contract/consent';

/** GET /api/candidates/consents: the notices the candidate agreed to, each with its receipt's token. */
export function useMyConsents() {
  return useQuery({
    queryKey: queryKeys.candidate.consents(),
    queryFn: () => callApi(consentApi.mine),
  });
}
