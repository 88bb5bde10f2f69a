import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reviewsQueryKey } from '@/features/reviews/api/get-reviews';
import { reviewDetailSchema, type ReviewDetail } from '@contract/reviews';

/** GET /api/reviews/:id: the candidate, the interview and the answers with signed media URLs. */
export function getReview(id: string): Promise<ReviewDetail> {
  return apiRequest(`/reviews/${encodeURIComponent(id)}`, reviewDetailSchema);
}

export function getReviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...reviewsQueryKey, 'detail', id],
    queryFn: () => getReview(id),
    // The media URLs are signed for a while only; a player that finds one expired refetches.
    staleTime: 5 * 60_000,
  });
}

export function useReview(id: string) {
  return useQuery(getReviewQueryOptions(id));
}
