import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { interviewApi, type ArchivedInterview } from '#contract/interviews';

/** PUT /api/interviews/:id/archive. */
function archiveInterview(id: string): Promise<ArchivedInterview> {
  return callApi(interviewApi.archive, { params: { id } });
}

export function useArchiveInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveInterview,
    onSuccess: () => invalidate(queryClient, queryKeys.interviews.all, queryKeys.dashboard.all),
  });
}
