import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reviewPageSchema, type ReviewPage } from '@contract/reviews';

/** The prefix of every review query: invalidating it refreshes the list and every detail. */
export const reviewsQueryKey = ['reviews'] as const;

/** GET /api/reviews/completed: one page, most recently completed first, with the counters. */
export function getReviews(page: number): Promise<ReviewPage> {
  return apiRequest(`/reviews/completed?page=${page}`, reviewPageSchema);
}

export function getReviewsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...reviewsQueryKey, 'completed', page],
    queryFn: () => getReviews(page),
  });
}

export function useReviews(page: number) {
  // The previous page stays on screen while the next one loads, so the pager does not jump.
  return useQuery({ ...getReviewsQueryOptions(page), placeholderData: keepPreviousData });
}
