import { candidateApi, type CandidateInvitation } from '#contract/candidates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';

/** GET /api/candidates/invitations: the candidate's own invitations, newest first. */
function getCandidateInvitations(): Promise<CandidateInvitation[]> {
  return callApi(candidateApi.invitations);
}

function getCandidateInvitationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.candidate.invitations(),
    queryFn: getCandidateInvitations,
  });
}

export function useCandidateInvitations() {
  return useQuery(getCandidateInvitationsQueryOptions());
}
