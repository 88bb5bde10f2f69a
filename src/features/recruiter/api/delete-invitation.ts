import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getDashboardStatsQueryOptions } from '@/features/recruiter/api/get-dashboard-stats';
import { invitationsQueryKey } from '@/features/recruiter/api/get-invitations';
import { deletedInvitationSchema, type DeletedInvitation } from '@contract/invitations';

/** DELETE /api/invitations/:id: with its responses, reviews and AI insights. */
export function deleteInvitation(id: string): Promise<DeletedInvitation> {
  return apiRequest(`/invitations/${encodeURIComponent(id)}`, deletedInvitationSchema, { method: 'DELETE' });
}

export function useDeleteInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvitation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: getDashboardStatsQueryOptions().queryKey }),
      ]),
  });
}
