import { candidateAnalyticsSchema, type CandidateAnalytics } from '@contract/candidates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { candidatePortalQueryKey } from '@/features/candidate/api/get-candidate';
import { apiRequest } from '@/lib/api-client';

/** GET /api/candidates/analytics: views of all the candidate's resumes. */
export function getCandidateAnalytics(): Promise<CandidateAnalytics> {
  return apiRequest('/candidates/analytics', candidateAnalyticsSchema);
}

export function getCandidateAnalyticsQueryOptions() {
  return queryOptions({
    queryKey: [...candidatePortalQueryKey, 'analytics'],
    queryFn: getCandidateAnalytics,
  });
}

export function useCandidateAnalytics() {
  return useQuery(getCandidateAnalyticsQueryOptions());
}
