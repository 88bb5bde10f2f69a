import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { reviewsPagePollInterval } from '@/features/reviews/lib/review-progress';
import { callApi } from '@/lib/api-client';
import { useCurrentWorkspace } from '@/current-workspace/use-current-workspace';
import { reviewApi, type ReviewPage } from '#contract/reviews';

/** GET /api/reviews/completed: one page of a workspace's, most recently completed first, with the counters. */
function getReviews(workspaceId: string | null, page: number): Promise<ReviewPage> {
  return callApi(reviewApi.list, { query: { workspace_id: workspaceId ?? undefined, page } });
}

function getReviewsQueryOptions(workspaceId: string | null, page: number) {
  return queryOptions({
    queryKey: queryKeys.reviews.page(workspaceId, page),
    queryFn: () => getReviews(workspaceId, page),
    // A row's count of answers still processing goes down by itself.
    refetchInterval: (query) => reviewsPagePollInterval(query.state.data),
  });
}

/** A page of the current workspace's completed interviews. */
export function useReviews(page: number) {
  const workspace = useCurrentWorkspace();
  // The previous page stays on screen while the next one loads, so the pager does not jump.
  return useQuery({ ...getReviewsQueryOptions(workspace.id, page), placeholderData: keepPreviousData });
}
