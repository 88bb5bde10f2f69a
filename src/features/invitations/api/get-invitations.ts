import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { refetchWhileEmailPending } from '@/features/invitations/lib/invitation-notices';
import { callApi } from '@/lib/api-client';
import { useCurrentWorkspace } from '@/current-workspace/use-current-workspace';
import { invitationApi, type InvitationPage } from '#contract/invitations';

export interface InvitationsQuery {
  /** The workspace listed; null: every workspace of the caller. */
  workspaceId: string | null;
  /** Only this interview's invitations; without it, all of the caller's. */
  interviewId?: string;
  page?: number;
  pageSize?: number;
}

/** GET /api/invitations: one page of invitations, newest first, with the total. */
function getInvitations({
  workspaceId,
  interviewId,
  page,
  pageSize,
}: InvitationsQuery): Promise<InvitationPage> {
  return callApi(invitationApi.list, {
    query: {
      workspace_id: workspaceId ?? undefined,
      interview_id: interviewId || undefined,
      page,
      page_size: pageSize,
    },
  });
}

function getInvitationsQueryOptions(query: InvitationsQuery) {
  return queryOptions({
    queryKey: queryKeys.invitations.page(query),
    refetchInterval: (current) => refetchWhileEmailPending(current.state.data?.invitations),
    queryFn: () => getInvitations(query),
  });
}

/** A page of the current workspace's invitations. */
export function useInvitations(query: Omit<InvitationsQuery, 'workspaceId'> = {}) {
  const workspace = useCurrentWorkspace();
  return useQuery(getInvitationsQueryOptions({ ...query, workspaceId: workspace.id }));
}
