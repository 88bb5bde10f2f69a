import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { feedbackApi } from '#contract/feedback';

/** GET /api/candidates/feedback: the notes hiring teams sent the candidate after their decisions. */
export function useCandidateFeedback() {
  return useQuery({
    queryKey: queryKeys.candidate.feedback(),
    queryFn: () => callApi(feedbackApi.mine),
  });
}
