import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import {
  workspaceApi,
  type InviteTeammateInput,
  type UpdateWorkspaceInput,
  type WorkspaceRole,
} from '#contract/workspaces';

/** GET /api/workspaces/:id: the workspace, its members and (for owners) its pending team invitations. */
export function useWorkspace(id: string) {
  return useQuery({
    queryKey: queryKeys.workspaces.detail(id),
    queryFn: () => callApi(workspaceApi.detail, { params: { id } }),
  });
}

/**
 * Every change of the settings screen refreshes the workspace, and the caller's own list of
 * workspaces (name, logo and role show in the header).
 */
function useWorkspaceMutation<Input, Output>(id: string, mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => invalidate(queryClient, queryKeys.workspaces.detail(id), queryKeys.currentUsers),
  });
}

export function useUpdateWorkspace(id: string) {
  return useWorkspaceMutation(id, (body: UpdateWorkspaceInput) =>
    callApi(workspaceApi.update, { params: { id }, body }),
  );
}

export function useChangeMemberRole(id: string) {
  return useWorkspaceMutation(id, ({ userId, role }: { userId: string; role: WorkspaceRole }) =>
    callApi(workspaceApi.changeMemberRole, { params: { id, userId }, body: { role } }),
  );
}

export function useRemoveMember(id: string) {
  return useWorkspaceMutation(id, (userId: string) =>
    callApi(workspaceApi.removeMember, { params: { id, userId } }),
  );
}

export function useInviteTeammate(id: string) {
  return useWorkspaceMutation(id, (body: InviteTeammateInput) =>
    callApi(workspaceApi.invite, { params: { id }, body }),
  );
}

export function useResendTeamInvitation(id: string) {
  return useWorkspaceMutation(id, (invitationId: string) =>
    callApi(workspaceApi.resendInvitation, { params: { id, invitationId } }),
  );
}

export function useRevokeTeamInvitation(id: string) {
  return useWorkspaceMutation(id, (invitationId: string) =>
    callApi(workspaceApi.revokeInvitation, { params: { id, invitationId } }),
  );
}
