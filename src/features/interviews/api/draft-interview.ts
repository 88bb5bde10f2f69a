import { useMutation } from '@tanstack/react-query';
import { ApiError, callApi } from '@/lib/api-client';
import {
  interviewDraftApi,
  type InterviewDraftRequest,
  type InterviewDrafts,
} from '#contract/interview-drafts';

/** POST /api/interviews/drafts: suggestions only; nothing is stored until the interview is saved. */
function draftInterview(request: InterviewDraftRequest): Promise<InterviewDrafts> {
  return callApi(interviewDraftApi.create, { body: request });
}

export function useDraftInterview() {
  return useMutation({ mutationFn: draftInterview });
}

/** The route's 503 without an AI provider, whose sentence says what to set. */
export function isAiNotConfigured(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status === 503 &&
    typeof error.body === 'object' &&
    error.body !== null &&
    'code' in error.body &&
    error.body.code === 'ai_not_configured'
  );
}
