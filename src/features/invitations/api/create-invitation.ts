import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { invitationApi, type CreateInvitation, type CreatedInvitation } from '#contract/invitations';

/** POST /api/invitations: the invitation, and whether its e-mail went out (or test mode held it back). */
function createInvitation(input: CreateInvitation): Promise<CreatedInvitation> {
  return callApi(invitationApi.create, { body: input });
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSettled: () => invalidate(queryClient, queryKeys.invitations.all, queryKeys.dashboard.all),
  });
}
