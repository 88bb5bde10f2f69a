import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { reviewsPagePollInterval } from '@/features/reviews/lib/review-progress';
import { callApi } from '@/lib/api-client';
import { reviewApi, type ReviewPage } from '@contract/reviews';

/** GET /api/reviews/completed: one page, most recently completed first, with the counters. */
function getReviews(page: number): Promise<ReviewPage> {
  return callApi(reviewApi.list, { query: { page } });
}

function getReviewsQueryOptions(page: number) {
  return queryOptions({
    queryKey: queryKeys.reviews.page(page),
    queryFn: () => getReviews(page),
    // A row's count of answers still processing goes down by itself.
    refetchInterval: (query) => reviewsPagePollInterval(query.state.data),
  });
}

export function useReviews(page: number) {
  // The previous page stays on screen while the next one loads, so the pager does not jump.
  return useQuery({ ...getReviewsQueryOptions(page), placeholderData: keepPreviousData });
}
