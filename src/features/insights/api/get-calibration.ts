import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { insightsApi } from '#contract/insights';

/** GET /api/interviews/:id/calibration: every rater and the agreement, or a REVIEWER's own difference. */
export function useCalibration(interviewId: string) {
  return useQuery({
    queryKey: queryKeys.interviews.calibration(interviewId),
    queryFn: () => callApi(insightsApi.calibration, { params: { id: interviewId } }),
  });
}
