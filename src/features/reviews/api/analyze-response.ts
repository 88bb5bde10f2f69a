import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getReviewQueryOptions } from '@/features/reviews/api/get-review';
import { callApi } from '@/lib/api-client';
import { reviewApi, type AnalysisRequested } from '@contract/reviews';

interface AnalyzeInput {
  reviewId: string;
  responseId: string;
}

/** POST /api/reviews/:id/analyze/:responseId: queues the answer's transcription and analysis (202). */
function analyzeResponse({ reviewId, responseId }: AnalyzeInput): Promise<AnalysisRequested> {
  return callApi(reviewApi.analyze, { params: { id: reviewId, responseId } });
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
                response.id === requested.response_id
                  ? { ...response, analysis_status: requested.analysis_status, analysis_error: null }
                  : response,
              ),
            }
          : review,
      ),
  });
}
