import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { evaluationApi } from '#contract/evaluations';

/** GET /api/reviews/:id/comments: oldest first. */
export function useComments(id: string) {
  return useQuery({
    queryKey: queryKeys.reviews.evaluation(id, 'comments'),
    queryFn: () => callApi(evaluationApi.comments, { params: { id } }),
  });
}

function useCommentChange<Input>(id: string, request: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.reviews.evaluation(id, 'comments') }),
  });
}

/** POST /api/reviews/:id/comments. */
export function useAddComment(id: string) {
  return useCommentChange(id, (body: string) =>
    callApi(evaluationApi.addComment, { params: { id }, body: { body } }),
  );
}

/** DELETE /api/reviews/:id/comments/:commentId. */
export function useDeleteComment(id: string) {
  return useCommentChange(id, (commentId: string) =>
    callApi(evaluationApi.deleteComment, { params: { id, commentId } }),
  );
}
