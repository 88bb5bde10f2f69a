import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { evaluationApi, type RatingsView, type SaveRatings } from '#contract/evaluations';

/** GET /api/reviews/:id/ratings: the scorecard for this candidate, my ratings, and after submitting everyone's. */
export function useRatings(id: string) {
  return useQuery({
    queryKey: queryKeys.reviews.evaluation(id, 'ratings'),
    queryFn: () => callApi(evaluationApi.ratings, { params: { id } }),
  });
}

export function useRatingHistory(id: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.reviews.evaluation(id, 'history'),
    queryFn: () => callApi(evaluationApi.ratingHistory, { params: { id } }),
    enabled,
  });
}

/** Both answer the new view: it replaces the cached one, and the history is read again. */
function useRatingsChange<Input>(
  id: string,
  request: (input: Input) => Promise<RatingsView>,
  { revealsCandidate = false } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (view) => {
      queryClient.setQueryData(queryKeys.reviews.evaluation(id, 'ratings'), view);
      await queryClient.invalidateQueries({ queryKey: queryKeys.reviews.evaluation(id, 'history') });
      // Submitting lifts a blind review for the caller: the api now sends the name and the video.
      if (revealsCandidate) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.reviews.detail(id) }),
          queryClient.invalidateQueries({ queryKey: [...queryKeys.reviews.all, 'completed'] }),
        ]);
      }
    },
  });
}

/** PUT /api/reviews/:id/ratings. */
export function useSaveRatings(id: string) {
  return useRatingsChange(id, (ratings: SaveRatings['ratings']) =>
    callApi(evaluationApi.saveRatings, { params: { id }, body: { ratings } }),
  );
}

/** POST /api/reviews/:id/ratings/submit. */
export function useSubmitRatings(id: string) {
  return useRatingsChange(id, () => callApi(evaluationApi.submitRatings, { params: { id } }), {
    revealsCandidate: true,
  });
}
