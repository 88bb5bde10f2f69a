import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { interviewApi, type Deleted } from '#contract/interviews';

/** DELETE /api/interviews/:id: with its questions, invitations, responses, reviews and AI insights. */
function deleteInterview(id: string): Promise<Deleted> {
  return callApi(interviewApi.remove, { params: { id } });
}

export function useDeleteInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInterview,
    onSuccess: (_result, id) => {
      // Gone for good: refetching its detail would only answer 404.
      queryClient.removeQueries({ queryKey: queryKeys.interviews.detail(id) });
      return invalidate(
        queryClient,
        queryKeys.interviews.all,
        queryKeys.invitations.all,
        queryKeys.dashboard.all,
      );
    },
  });
}
