import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { invitationApi, type ResentInvitation } from '#contract/invitations';

/** POST /api/invitations/:id/resend: queues the invitation e-mail again; the list shows how the send goes. */
function resendInvitation(id: string): Promise<ResentInvitation> {
  return callApi(invitationApi.resend, { params: { id } });
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    // The e-mail status is PENDING again.
    onSettled: () => invalidate(queryClient, queryKeys.invitations.all),
  });
}
