import { interviewListSchema, type InterviewSummary } from '@contract/interviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The prefix of every interview query, the list and each detail: invalidating it refreshes them all. */
export const interviewsQueryKey = ['interviews'] as const;

/** GET /api/interviews: the recruiter's interviews (an admin's: all), newest first. */
export function getInterviews(): Promise<InterviewSummary[]> {
  return apiRequest('/interviews', interviewListSchema);
}

export function getInterviewsQueryOptions() {
  return queryOptions({ queryKey: [...interviewsQueryKey, 'list'], queryFn: getInterviews });
}

export function useInterviews() {
  return useQuery(getInterviewsQueryOptions());
}
