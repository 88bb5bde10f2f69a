import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { reviewPollInterval } from '@/features/reviews/lib/review-progress';
import { callApi } from '@/lib/api-client';
import { reviewApi, type ReviewDetail } from '#contract/reviews';

/** GET /api/reviews/:id: the candidate, the interview and the answers with signed media URLs. */
function getReview(id: string): Promise<ReviewDetail> {
  return callApi(reviewApi.detail, { params: { id } });
}

export function getReviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.reviews.detail(id),
    queryFn: () => getReview(id),
    // The media URLs are signed for a while only; a player that finds one expired refetches.
    staleTime: 5 * 60_000,
    // The worker's progress shows without a reload: asked again while an answer is being processed.
    refetchInterval: (query) => reviewPollInterval(query.state.data),
  });
}

export function useReview(id: string) {
  return useQuery(getReviewQueryOptions(id));
}
