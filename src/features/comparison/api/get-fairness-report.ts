import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { fairnessApi } from '#contract/fairness';

/** GET /api/interviews/:id/fairness-report: counts, rates and impact ratios per group, for owners. */
export function useFairnessReport(interviewId: string) {
  return useQuery({
    queryKey: queryKeys.interviews.fairness(interviewId),
    queryFn: () => callApi(fairnessApi.report, { params: { id: interviewId } }),
  });
}
