import { candidateSchema, type Candidate } from '@contract/candidates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The prefix of every candidate portal query: signing out or in as someone else clears them. */
export const candidatePortalQueryKey = ['candidate'] as const;

/** GET /api/candidates/me: the signed-in candidate's profile. */
export function getCandidate(): Promise<Candidate> {
  return apiRequest('/candidates/me', candidateSchema);
}

export function getCandidateQueryOptions() {
  return queryOptions({ queryKey: [...candidatePortalQueryKey, 'me'], queryFn: getCandidate });
}

export function useCandidate() {
  return useQuery(getCandidateQueryOptions());
}
