import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import {
  INVITATIONS_PAGE_SIZE_MAX,
  invitationPageSchema,
  type Invitation,
  type InvitationPage,
} from '@contract/invitations';

/** The prefix of every invitation query: invalidating it refreshes every list and page. */
export const invitationsQueryKey = ['invitations'] as const;

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
  const search = new URLSearchParams();
  if (interviewId) search.set('interview_id', interviewId);
  if (page !== undefined) search.set('page', String(page));
  if (pageSize !== undefined) search.set('page_size', String(pageSize));
  const query = search.toString();
  return apiRequest(query ? `/invitations?${query}` : '/invitations', invitationPageSchema);
}

export function getInvitationsQueryOptions(query: InvitationsQuery = {}) {
  return queryOptions({
    queryKey: [...invitationsQueryKey, 'page', query],
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
    queryKey: [...invitationsQueryKey, 'interview', interviewId],
    queryFn: () => getInterviewInvitations(interviewId),
  });
}

export function useInterviewInvitations(interviewId: string) {
  return useQuery(getInterviewInvitationsQueryOptions(interviewId));
}
