import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { insightsApi } from '#contract/insights';

/** GET /api/interviews/:id/insights: the funnel, where candidates stop and their requests (OWNER, RECRUITER). */
export function useInterviewInsights(interviewId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: queryKeys.interviews.insights(interviewId),
    queryFn: () => callApi(insightsApi.interview, { params: { id: interviewId } }),
  });
}
