import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { interviewsQueryKey } from '@/features/recruiter/api/get-interviews';
import { interviewDetailSchema, type InterviewDetail } from '@contract/interviews';

/** GET /api/interviews/:id: the interview with its questions in order; 404 when missing or not the caller's. */
export function getInterview(id: string): Promise<InterviewDetail> {
  return apiRequest(`/interviews/${encodeURIComponent(id)}`, interviewDetailSchema);
}

export function getInterviewQueryOptions(id: string) {
  return queryOptions({ queryKey: [...interviewsQueryKey, 'detail', id], queryFn: () => getInterview(id) });
}

export function useInterview(id: string) {
  return useQuery(getInterviewQueryOptions(id));
}
