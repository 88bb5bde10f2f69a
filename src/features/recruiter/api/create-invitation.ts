import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getDashboardStatsQueryOptions } from '@/features/recruiter/api/get-dashboard-stats';
import { invitationsQueryKey } from '@/features/recruiter/api/get-invitations';
import {
  createdInvitationSchema,
  type CreateInvitation,
  type CreatedInvitation,
} from '@contract/invitations';

/** POST /api/invitations: the invitation, and whether its e-mail went out (or test mode held it back). */
export function createInvitation(input: CreateInvitation): Promise<CreatedInvitation> {
  return apiRequest('/invitations', createdInvitationSchema, { method: 'POST', body: input });
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: getDashboardStatsQueryOptions().queryKey }),
      ]),
  });
}
