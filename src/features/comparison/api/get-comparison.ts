import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { comparisonApi, type Comparison } from '#contract/comparison';

/** GET /api/interviews/:id/comparison: its COMPLETED and REVIEWED candidates side by side. */
export function useComparison(interviewId: string) {
  return useQuery({
    queryKey: queryKeys.interviews.comparison(interviewId),
    queryFn: (): Promise<Comparison> => callApi(comparisonApi.get, { params: { id: interviewId } }),
  });
}
