import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { reviewApi, type Reviewed } from '#contract/reviews';

/** POST /api/reviews/:id/complete: COMPLETED → REVIEWED. */
function completeReview(id: string): Promise<Reviewed> {
  return callApi(reviewApi.complete, { params: { id } });
}

export function useCompleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeReview,
    // A review changes the reviews list, the dashboard's Pending Review tile and the invitation
    // lists' statuses.
    onSuccess: () =>
      invalidate(queryClient, queryKeys.reviews.all, queryKeys.dashboard.all, queryKeys.invitations.all),
  });
}
