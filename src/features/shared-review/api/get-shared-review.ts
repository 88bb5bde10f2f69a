import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shareApi } from '#contract/shares';

/** GET /api/shared/:token: no account needed. Each load is logged as an opening, so no refetching. */
export function useSharedReview(token: string) {
  return useQuery({
    queryKey: ['shared', token],
    queryFn: () => callApi(shareApi.open, { params: { token } }),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
