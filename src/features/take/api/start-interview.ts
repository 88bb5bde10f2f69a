import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { takeApi, type StartedInterview } from '#contract/take';

/** POST /api/take/:token/start: binds the invitation to the signed-in candidate (PENDING → STARTED). */
function startInterview(token: string): Promise<StartedInterview> {
  return callApi(takeApi.start, { params: { token } });
}

export function useStartInterview(token: string) {
  return useMutation({ mutationFn: () => startInterview(token) });
}
