import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invitationsQueryKey } from '@/features/recruiter/api/get-invitations';
import { resentInvitationSchema, type ResentInvitation } from '@contract/invitations';

/** POST /api/invitations/:id/resend: sends the invitation e-mail again; `success` says whether it went out. */
export function resendInvitation(id: string): Promise<ResentInvitation> {
  return apiRequest(`/invitations/${encodeURIComponent(id)}/resend`, resentInvitationSchema, {
    method: 'POST',
  });
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    // The e-mail status changes either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
}
