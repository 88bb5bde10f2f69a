import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { startedInterviewSchema, type StartedInterview } from '@contract/take';

/** POST /api/take/:token/start: binds the invitation to the signed-in candidate (PENDING → STARTED). */
export function startInterview(token: string): Promise<StartedInterview> {
  return apiRequest(`/take/${encodeURIComponent(token)}/start`, startedInterviewSchema, { method: 'POST' });
}

export function useStartInterview(token: string) {
  return useMutation({ mutationFn: () => startInterview(token) });
}
