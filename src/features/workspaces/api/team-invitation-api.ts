import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { ApiError, callApi } from '@/lib/api-client';
import { teamInvitationApi } from '#contract/workspaces';

/** GET /api/team-invitations/:token: the link's offer, for anyone holding it; 404 is final. */
export function useTeamInvitationOffer(token: string) {
  return useQuery({
    queryKey: queryKeys.teamInvitation(token),
    queryFn: () => callApi(teamInvitationApi.offer, { params: { token } }),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}

/** POST /api/team-invitations/:token/accept: joins; the caller's workspaces change. */
export function useAcceptTeamInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(teamInvitationApi.accept, { params: { token } }),
    onSettled: () => invalidate(queryClient, queryKeys.teamInvitation(token), queryKeys.currentUsers),
  });
}
