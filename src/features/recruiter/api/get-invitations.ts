import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import {
  INVITATIONS_PAGE_SIZE_MAX,
  invitationApi,
  type Invitation,
  type InvitationPage,
} from '@contract/invitations';

export interface InvitationsQuery {
  /** Only this interview's invitations; without it, all of the caller's. */
  interviewId?: string;
  page?: number;
  pageSize?: number;
}

/** GET /api/invitations: one page of invitations, newest first, with the total. */
export function getInvitations({
  interviewId,
  page,
  pageSize,
}: InvitationsQuery = {}): Promise<InvitationPage> {
  return callApi(invitationApi.list, {
    query: { interview_id: interviewId || undefined, page, page_size: pageSize },
  });
}

export function getInvitationsQueryOptions(query: InvitationsQuery = {}) {
  return queryOptions({
    queryKey: queryKeys.invitations.page(query),
    queryFn: () => getInvitations(query),
  });
}

export function useInvitations(query: InvitationsQuery = {}) {
  return useQuery(getInvitationsQueryOptions(query));
}

/** Every invitation of one interview, page after page: its statistics count them all. */
export async function getInterviewInvitations(interviewId: string): Promise<Invitation[]> {
  const invitations: Invitation[] = [];
  for (let page = 1; ; page += 1) {
    const result = await getInvitations({ interviewId, page, pageSize: INVITATIONS_PAGE_SIZE_MAX });
    invitations.push(...result.invitations);
    if (result.invitations.length === 0 || invitations.length >= result.total) return invitations;
  }
}

export function getInterviewInvitationsQueryOptions(interviewId: string) {
  return queryOptions({
    queryKey: queryKeys.invitations.ofInterview(interviewId),
    queryFn: () => getInterviewInvitations(interviewId),
  });
}

export function useInterviewInvitations(interviewId: string) {
  return useQuery(getInterviewInvitationsQueryOptions(interviewId));
}
