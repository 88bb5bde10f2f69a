import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { invitationApi, type DeletedInvitation } from '#contract/invitations';

/** DELETE /api/invitations/:id: with its responses, reviews and AI insights. */
function deleteInvitation(id: string): Promise<DeletedInvitation> {
  return callApi(invitationApi.remove, { params: { id } });
}

export function useDeleteInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvitation,
    onSuccess: () => invalidate(queryClient, queryKeys.invitations.all, queryKeys.dashboard.all),
  });
}
