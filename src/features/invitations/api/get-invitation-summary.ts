import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { refetchWhileEmailPending } from '@/features/invitations/lib/invitation-notices';
import { callApi } from '@/lib/api-client';
import { interviewApi } from '#contract/interviews';
import type { InvitationSummary } from '#contract/invitations';

/**
 * GET /api/interviews/:id/invitation-summary: the interview's invitation counts and its newest
 * invitations; 404 when the interview is missing or not the caller's.
 */
function getInvitationSummary(interviewId: string): Promise<InvitationSummary> {
  return callApi(interviewApi.invitationSummary, { params: { id: interviewId } });
}

/** Under the invitations key, so every invitation change refreshes it. */
function getInvitationSummaryQueryOptions(interviewId: string) {
  return queryOptions({
    queryKey: queryKeys.invitations.summary(interviewId),
    refetchInterval: (current) => refetchWhileEmailPending(current.state.data?.recent),
    queryFn: () => getInvitationSummary(interviewId),
  });
}

export function useInvitationSummary(interviewId: string) {
  return useQuery(getInvitationSummaryQueryOptions(interviewId));
}
