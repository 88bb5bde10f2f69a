import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { submittedResponseSchema, type SubmitResponseInput, type SubmittedResponse } from '@contract/take';

/**
 * POST /api/take/:token/responses: the answer to one question, text or the name of an uploaded
 * recording. Sending the same answer again is not another attempt; 409 when no attempts are left.
 */
export function submitResponse(token: string, input: SubmitResponseInput): Promise<SubmittedResponse> {
  return apiRequest(`/take/${encodeURIComponent(token)}/responses`, submittedResponseSchema, {
    method: 'POST',
    body: input,
  });
}

export function useSubmitResponse(token: string) {
  return useMutation({ mutationFn: (input: SubmitResponseInput) => submitResponse(token, input) });
}
