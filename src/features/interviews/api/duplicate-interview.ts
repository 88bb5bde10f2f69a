import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { interviewApi, type CreatedInterview } from '#contract/interviews';

/** POST /api/interviews/:id/duplicate: a new draft copy. */
function duplicateInterview(id: string): Promise<CreatedInterview> {
  return callApi(interviewApi.duplicate, { params: { id } });
}

export function useDuplicateInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateInterview,
    onSuccess: () => invalidate(queryClient, queryKeys.interviews.all, queryKeys.dashboard.all),
  });
}
