import { candidateInvitationListSchema, type CandidateInvitation } from '@contract/candidates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { candidatePortalQueryKey } from '@/features/candidate/api/get-candidate';
import { apiRequest } from '@/lib/api-client';

/** GET /api/candidates/invitations: the candidate's own invitations, newest first. */
export function getCandidateInvitations(): Promise<CandidateInvitation[]> {
  return apiRequest('/candidates/invitations', candidateInvitationListSchema);
}

export function getCandidateInvitationsQueryOptions() {
  return queryOptions({
    queryKey: [...candidatePortalQueryKey, 'invitations'],
    queryFn: getCandidateInvitations,
  });
}

export function useCandidateInvitations() {
  return useQuery(getCandidateInvitationsQueryOptions());
}
