import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { takeApi, type CompletedInterview } from '#contract/take';

/** POST /api/take/:token/complete: STARTED → COMPLETED, once every question has an answer. */
function completeInterview(token: string): Promise<CompletedInterview> {
  return callApi(takeApi.complete, { params: { token } });
}

export function useCompleteInterview(token: string) {
  return useMutation({ mutationFn: () => completeInterview(token) });
}
