import { candidateApi, type Candidate } from '#contract/candidates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';

/** GET /api/candidates/me: the signed-in candidate's profile. */
export function getCandidate(): Promise<Candidate> {
  return callApi(candidateApi.me);
}

function getCandidateQueryOptions() {
  return queryOptions({ queryKey: queryKeys.candidate.me(), queryFn: getCandidate });
}

export function useCandidate() {
  return useQuery(getCandidateQueryOptions());
}
