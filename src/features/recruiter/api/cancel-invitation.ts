import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getDashboardStatsQueryOptions } from '@/features/recruiter/api/get-dashboard-stats';
import { invitationsQueryKey } from '@/features/recruiter/api/get-invitations';
import { cancelledInvitationSchema, type CancelledInvitation } from '@contract/invitations';

/** PUT /api/invitations/:id/cancel: a PENDING invitation's link stops working. */
export function cancelInvitation(id: string): Promise<CancelledInvitation> {
  return apiRequest(`/invitations/${encodeURIComponent(id)}/cancel`, cancelledInvitationSchema, {
    method: 'PUT',
  });
}

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: getDashboardStatsQueryOptions().queryKey }),
      ]),
  });
}
