import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { invitationApi, type DeletedInvitation } from '@contract/invitations';

/** DELETE /api/invitations/:id: with its responses, reviews and AI insights. */
export function deleteInvitation(id: string): Promise<DeletedInvitation> {
  return callApi(invitationApi.remove, { params: { id } });
}

export function useDeleteInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvitation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.invitations.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.stats() }),
      ]),
  });
}
