import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { feedbackApi, type SendFeedbackInput } from '#contract/feedback';

/** GET /api/reviews/:id/feedback: the note sent, or a draft and whether the caller may send it. */
export function useFeedback(id: string) {
  return useQuery({
    queryKey: queryKeys.reviews.evaluation(id, 'feedback'),
    queryFn: () => callApi(feedbackApi.get, { params: { id } }),
  });
}

/** POST /api/reviews/:id/feedback: sends the one note, e-mailed to the candidate. */
export function useSendFeedback(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendFeedbackInput) => callApi(feedbackApi.send, { params: { id }, body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.reviews.evaluation(id, 'feedback') }),
  });
}
