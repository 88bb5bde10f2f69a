import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { interviewApi, type InterviewDetail } from '#contract/interviews';

/** GET /api/interviews/:id: the interview with its questions in order; 404 when missing or not the caller's. */
function getInterview(id: string): Promise<InterviewDetail> {
  return callApi(interviewApi.detail, { params: { id } });
}

function getInterviewQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.interviews.detail(id), queryFn: () => getInterview(id) });
}

export function useInterview(id: string) {
  return useQuery(getInterviewQueryOptions(id));
}
