import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { takeApi, type SubmitResponseInput, type SubmittedResponse } from '#contract/take';

/**
 * POST /api/take/:token/responses: the answer to one question, text or the name of an uploaded
 * recording. Sending the same answer again is not another attempt; 409 when no attempts are left.
 */
function submitResponse(token: string, input: SubmitResponseInput): Promise<SubmittedResponse> {
  return callApi(takeApi.submit, { params: { token }, body: input });
}

export function useSubmitResponse(token: string) {
  return useMutation({ mutationFn: (input: SubmitResponseInput) => submitResponse(token, input) });
}
