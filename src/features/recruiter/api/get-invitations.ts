import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invitationPageSchema, type InvitationPage } from '@contract/invitations';

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
