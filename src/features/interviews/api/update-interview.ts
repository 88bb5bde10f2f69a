import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { interviewApi, type CreatedInterview, type UpdateInterview } from '#contract/interviews';

/** PUT /api/interviews/:id: its fields and questions. */
function updateInterview({ id, body }: { id: string; body: UpdateInterview }): Promise<CreatedInterview> {
  return callApi(interviewApi.update, { params: { id }, body });
}

export function useUpdateInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInterview,
    onSuccess: () => invalidate(queryClient, queryKeys.interviews.all, queryKeys.dashboard.all),
  });
}
