import { Text } from '@mantine/core';
import { WorkFailed } from '@/features/reviews/components/work-failed';
import { ANALYSIS_FAILED_PREFIX, type ReviewResponse } from '#contract/reviews';

interface AnalysisStateProps {
  response: ReviewResponse;
  aiConfigured: boolean;
  onRetry: () => void;
  retrying: boolean;
}

/** Where the worker stands with an answer's transcription and analysis, above the analysis itself. */
export function AnalysisState({ response, aiConfigured, onRetry, retrying }: AnalysisStateProps) {
  if (!aiConfigured) {
    return (
      <Text size="sm" c="dimmed">
        AI analysis is not configured.
      </Text>
    );
  }
  switch (response.analysis_status) {
    case 'QUEUED':
      return (
        <Text size="sm" c="dimmed">
          Queued for analysis
        </Text>
      );
    case 'PROCESSING':
      return (
        <Text size="sm" c="dimmed">
          Transcribing and analysing…
        </Text>
      );
    case 'FAILED':
      return (
        <WorkFailed
          message={`${ANALYSIS_FAILED_PREFIX}${response.analysis_error ?? 'Unknown error'}`}
          retryLabel="Retry analysis"
          onRetry={onRetry}
          retrying={retrying}
        />
      );
    default:
      return null;
  }
}
