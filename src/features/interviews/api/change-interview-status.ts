import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { interviewApi, type InterviewStatusChange } from '#contract/interviews';

export type InterviewStatusMove = 'publish' | 'close' | 'reopen';

/** POST /api/interviews/:id/publish, …/close or …/reopen. */
function changeInterviewStatus({
  id,
  move,
}: {
  id: string;
  move: InterviewStatusMove;
}): Promise<InterviewStatusChange> {
  return callApi(interviewApi[move], { params: { id } });
}

export function useChangeInterviewStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeInterviewStatus,
    onSuccess: () => invalidate(queryClient, queryKeys.interviews.all, queryKeys.dashboard.all),
  });
}
