import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { invitationApi, type CancelledInvitation } from '#contract/invitations';

/** PUT /api/invitations/:id/cancel: a PENDING invitation's link stops working. */
function cancelInvitation(id: string): Promise<CancelledInvitation> {
  return callApi(invitationApi.cancel, { params: { id } });
}

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSuccess: () => invalidate(queryClient, queryKeys.invitations.all, queryKeys.dashboard.all),
  });
}
