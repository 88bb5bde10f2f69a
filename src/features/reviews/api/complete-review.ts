import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reviewedSchema, type Reviewed } from '@contract/reviews';

/** POST /api/reviews/:id/complete: COMPLETED → REVIEWED. */
export function completeReview(id: string): Promise<Reviewed> {
  return apiRequest(`/reviews/${encodeURIComponent(id)}/complete`, reviewedSchema, { method: 'POST' });
}

export function useCompleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeReview,
    // A review changes the reviews list, the dashboard's Pending Review tile and the invitation
    // lists' statuses, which other features own: everything is refreshed.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
