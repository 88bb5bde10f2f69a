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

/** `onDone` runs as soon as the server has made the change, before the comments are read again. */
function useCommentChange<Input>(
  id: string,
  request: (input: Input) => Promise<unknown>,
  onDone?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      onDone?.();
      return queryClient.invalidateQueries({ queryKey: queryKeys.reviews.evaluation(id, 'comments') });
    },
  });
}

/**
 * POST /api/reviews/:id/comments. `onAdded` runs before the thread is read again: a form it empties
 * never shows the comment twice.
 */
export function useAddComment(id: string, onAdded?: () => void) {
  return useCommentChange(
    id,
    (body: string) => callApi(evaluationApi.addComment, { params: { id }, body: { body } }),
    onAdded,
  );
}

/** DELETE /api/reviews/:id/comments/:commentId. */
export function useDeleteComment(id: string) {
  return useCommentChange(id, (commentId: string) =>
    callApi(evaluationApi.deleteComment, { params: { id, commentId } }),
  );
}
