import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invitationsQueryKey } from '@/features/recruiter/api/get-invitations';
import { invitationSummarySchema, type InvitationSummary } from '@contract/invitations';

/**
 * GET /api/interviews/:id/invitation-summary: the interview's invitation counts and its newest
 * invitations; 404 when the interview is missing or not the caller's.
 */
export function getInvitationSummary(interviewId: string): Promise<InvitationSummary> {
  return apiRequest(
    `/interviews/${encodeURIComponent(interviewId)}/invitation-summary`,
    invitationSummarySchema,
  );
}

/** Under the invitations key, so every invitation change refreshes it. */
export function getInvitationSummaryQueryOptions(interviewId: string) {
  return queryOptions({
    queryKey: [...invitationsQueryKey, 'interview', interviewId, 'summary'],
    queryFn: () => getInvitationSummary(interviewId),
  });
}

export function useInvitationSummary(interviewId: string) {
  return useQuery(getInvitationSummaryQueryOptions(interviewId));
}
