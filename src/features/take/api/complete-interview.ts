import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { completedInterviewSchema, type CompletedInterview } from '@contract/take';

/** POST /api/take/:token/complete: STARTED → COMPLETED, once every question has an answer. */
export function completeInterview(token: string): Promise<CompletedInterview> {
  return apiRequest(`/take/${encodeURIComponent(token)}/complete`, completedInterviewSchema, {
    method: 'POST',
  });
}

export function useCompleteInterview(token: string) {
  return useMutation({ mutationFn: () => completeInterview(token) });
}
