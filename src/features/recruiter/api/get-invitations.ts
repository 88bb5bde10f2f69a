import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { refetchWhileEmailPending } from '@/features/recruiter/lib/invitation-notices';
import { callApi } from '@/lib/api-client';
import { invitationApi, type InvitationPage } from '@contract/invitations';

export interface InvitationsQuery {
  /** Only this interview's invitations; without it, all of the caller's. */
  interviewId?: string;
  page?: number;
  pageSize?: number;
}

/** GET /api/invitations: one page of invitations, newest first, with the total. */
function getInvitations({ interviewId, page, pageSize }: InvitationsQuery = {}): Promise<InvitationPage> {
  return callApi(invitationApi.list, {
    query: { interview_id: interviewId || undefined, page, page_size: pageSize },
  });
}

function getInvitationsQueryOptions(query: InvitationsQuery = {}) {
  return queryOptions({
    queryKey: queryKeys.invitations.page(query),
    refetchInterval: (current) => refetchWhileEmailPending(current.state.data?.invitations),
    queryFn: () => getInvitations(query),
  });
}

export function useInvitations(query: InvitationsQuery = {}) {
  return useQuery(getInvitationsQueryOptions(query));
}
