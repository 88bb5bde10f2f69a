import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shareApi } from '#contract/shares';

const sharesQueryOptions = (reviewId: string) =>
  queryOptions({
    queryKey: ['reviews', reviewId, 'shares'],
    queryFn: () => callApi(shareApi.list, { params: { id: reviewId } }),
    // A REVIEWER is refused (403): the panel then shows nothing, so asking again is pointless.
    retry: false,
  });

/** GET /api/reviews/:id/shares: the candidate's shared links, with their openings. */
export function useReviewShares(reviewId: string) {
  return useQuery(sharesQueryOptions(reviewId));
}

/** POST /api/reviews/:id/shares: a new link valid for `days`. */
export function useCreateShare(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number) => callApi(shareApi.create, { params: { id: reviewId }, body: { days } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesQueryOptions(reviewId).queryKey }),
  });
}

/** POST /api/reviews/:id/shares/:shareId/revoke. */
export function useRevokeShare(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) => callApi(shareApi.revoke, { params: { id: reviewId, shareId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesQueryOptions(reviewId).queryKey }),
  });
}
