import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getReviewQueryOptions } from '@/features/reviews/api/get-review';
import { callApi } from '@/lib/api-client';
import { reviewApi, type AnalysisRequested, type ReviewResponse } from '#contract/reviews';

interface AnalyzeInput {
  reviewId: string;
  responseId: string;
}

/** POST /api/reviews/:id/analyze/:responseId: queues the answer's transcription and analysis (202). */
function analyzeResponse({ reviewId, responseId }: AnalyzeInput): Promise<AnalysisRequested> {
  return callApi(reviewApi.analyze, { params: { id: reviewId, responseId } });
}

/**
 * The answer as the request left it: its analysis queued, and a failed recording queued to be
 * processed again first (request_answer_analysis does both).
 */
function queuedAgain(response: ReviewResponse, requested: AnalysisRequested): ReviewResponse {
  const recording =
    response.recording?.status === 'FAILED'
      ? { ...response.recording, status: 'QUEUED' as const, error: null }
      : response.recording;
  return { ...response, recording, analysis_status: requested.analysis_status, analysis_error: null };
}

export function useAnalyzeResponse(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (responseId: string) => analyzeResponse({ reviewId, responseId }),
    // The queued state is written into the cached review at once; the review then polls until the
    // worker has finished (get-review's refetchInterval).
    onSuccess: (requested) =>
      queryClient.setQueryData(getReviewQueryOptions(reviewId).queryKey, (review) =>
        review
          ? {
              ...review,
              responses: review.responses.map((response) =>
                response.id === requested.response_id ? queuedAgain(response, requested) : response,
              ),
            }
          : review,
      ),
  });
}
