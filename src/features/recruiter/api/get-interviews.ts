import { interviewApi, type InterviewSummary } from '@contract/interviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';

/** GET /api/interviews: the recruiter's interviews (an admin's: all), newest first. */
function getInterviews(): Promise<InterviewSummary[]> {
  return callApi(interviewApi.list, { query: {} });
}

function getInterviewsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.interviews.list(), queryFn: getInterviews });
}

export function useInterviews() {
  return useQuery(getInterviewsQueryOptions());
}
