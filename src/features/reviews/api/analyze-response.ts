import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getReviewQueryOptions } from '@/features/reviews/api/get-review';
import { callApi } from '@/lib/api-client';
import { reviewApi, type ResponseAnalysis } from '@contract/reviews';

interface AnalyzeInput {
  reviewId: string;
  responseId: string;
}

/** POST /api/reviews/:id/analyze/:responseId: transcribes when needed, analyses, stores. */
function analyzeResponse({ reviewId, responseId }: AnalyzeInput): Promise<ResponseAnalysis> {
  return callApi(reviewApi.analyze, { params: { id: reviewId, responseId } });
}

export function useAnalyzeResponse(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (responseId: string) => analyzeResponse({ reviewId, responseId }),
    // Written into the cached review at once, so the panel shows the analysis without a refetch
    // (which would also sign the media again and reload the players).
    onSuccess: (analysis) =>
      queryClient.setQueryData(getReviewQueryOptions(reviewId).queryKey, (review) =>
        review
          ? {
              ...review,
              responses: review.responses.map((response) =>
                response.id === analysis.response_id
                  ? {
                      ...response,
                      transcription: analysis.transcription,
                      ai_insights: analysis.ai_insights,
                      analyzed_at: analysis.analyzed_at,
                    }
                  : response,
              ),
            }
          : review,
      ),
  });
}
