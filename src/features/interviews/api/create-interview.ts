import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { interviewApi, type CreateInterview, type CreatedInterview } from '#contract/interviews';

/** POST /api/interviews: the interview with its questions in the order given; 201 {id}, 400 with fields. */
function createInterview(input: CreateInterview): Promise<CreatedInterview> {
  return callApi(interviewApi.create, { body: input });
}

export function useCreateInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInterview,
    onSuccess: () => invalidate(queryClient, queryKeys.interviews.all, queryKeys.dashboard.all),
  });
}
