import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import {
  PROGRESS_POLL_MS,
  progressOf,
  reviewInProgress,
  reviewOutdated,
} from '@/features/reviews/lib/review-progress';
import { callApi } from '@/lib/api-client';
import { reviewApi, type ReviewDetail, type ReviewProgress } from '#contract/reviews';

/**
 * GET /api/reviews/:id: the candidate, the interview and the answers with signed media URLs.
 * `refetch`: the page reloads the review it shows, which the audit trail does not count as
 * another opening.
 */
function getReview(id: string, refetch: boolean): Promise<ReviewDetail> {
  return callApi(reviewApi.detail, { params: { id }, query: { refetch: refetch ? 'true' : undefined } });
}

/** GET /api/reviews/:id/progress: the answers' processing states, nothing signed. */
function getReviewProgress(id: string): Promise<ReviewProgress> {
  return callApi(reviewApi.progress, { params: { id } });
}

export function getReviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.reviews.detail(id),
    // A load over the copy the page holds is a reload; the first load of a visit opens the review.
    queryFn: ({ client, queryKey }) => getReview(id, client.getQueryData(queryKey) !== undefined),
    // The media URLs are signed for a while only; a player that finds one expired refetches.
    staleTime: 5 * 60_000,
    // Dropped when the page closes: its links expire soon, and the next visit opens the review anew.
    gcTime: 0,
  });
}

/**
 * The poll of a review's progress. The review is fetched again (its links signed anew) only when
 * the poll finds an answer's state changed or the links about to expire; otherwise a poll costs
 * the progress route's one query.
 */
function reviewProgressQueryOptions(id: string, shown: ReviewDetail | undefined, shownAt: number) {
  const reviewKey = queryKeys.reviews.detail(id);
  return queryOptions({
    queryKey: queryKeys.reviews.progress(id),
    queryFn: async ({ client }) => {
      const progress = await getReviewProgress(id);
      const current = client.getQueryData<ReviewDetail>(reviewKey);
      if (current && reviewOutdated(current, progress, Date.now())) {
        await client.refetchQueries({ queryKey: reviewKey, exact: true });
      }
      return progress;
    },
    // The review just loaded says the same as a poll would: the first poll waits its interval.
    initialData: shown && progressOf(shown),
    initialDataUpdatedAt: shownAt,
    staleTime: PROGRESS_POLL_MS,
    refetchInterval: PROGRESS_POLL_MS,
    gcTime: 0,
    enabled: reviewInProgress(shown),
  });
}

/** A review, its progress polled while the worker is busy with any of its answers. */
export function useReview(id: string) {
  const review = useQuery(getReviewQueryOptions(id));
  useQuery(reviewProgressQueryOptions(id, review.data, review.dataUpdatedAt));
  return review;
}
