import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { evaluationApi, type Decide } from '#contract/evaluations';

/** GET /api/reviews/:id/decisions: newest first, and whether the caller may decide. */
export function useDecisions(id: string) {
  return useQuery({
    queryKey: queryKeys.reviews.evaluation(id, 'decisions'),
    queryFn: () => callApi(evaluationApi.decisions, { params: { id } }),
  });
}

/**
 * POST /api/reviews/:id/decision. `onRecorded` runs as soon as the decision is kept, before the
 * decisions are read again: a form it empties never shows its reason beside the recorded one.
 */
export function useDecide(id: string, onRecorded?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Decide) => callApi(evaluationApi.decide, { params: { id }, body }),
    onSuccess: () => {
      onRecorded?.();
      // A decision opens the way to feedback.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.reviews.evaluation(id, 'decisions') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reviews.evaluation(id, 'feedback') }),
      ]);
    },
  });
}
