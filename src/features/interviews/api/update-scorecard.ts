import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { scorecardApi, type ReviewSettings, type ScorecardInput } from '#contract/scorecards';

/** PUT /api/interviews/:id/scorecard: the whole scorecard; 409 when a rated competency is left out. */
export function useUpdateScorecard(interviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScorecardInput) =>
      callApi(scorecardApi.replace, { params: { id: interviewId }, body: input }),
    onSuccess: () => invalidate(queryClient, queryKeys.interviews.all),
  });
}

/** PUT /api/interviews/:id/review-settings. */
export function useUpdateReviewSettings(interviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReviewSettings) =>
      callApi(scorecardApi.reviewSettings, { params: { id: interviewId }, body: settings }),
    onSuccess: () => invalidate(queryClient, queryKeys.interviews.all),
  });
}
