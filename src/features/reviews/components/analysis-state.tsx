import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { WorkFailed } from '@/features/reviews/components/work-failed';
import type { ReviewResponse } from '#contract/reviews';

interface AnalysisStateProps {
  response: ReviewResponse;
  aiConfigured: boolean;
  onRetry: () => void;
  retrying: boolean;
}

/** Where the worker stands with an answer's transcription and analysis, above the analysis itself. */
export function AnalysisState({ response, aiConfigured, onRetry, retrying }: AnalysisStateProps) {
  const { t } = useLingui();
  if (!aiConfigured) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>AI analysis is not configured.</Trans>
      </Text>
    );
  }
  switch (response.analysis_status) {
    case 'QUEUED':
      return (
        <Text size="sm" c="dimmed">
          <Trans>Queued for analysis</Trans>
        </Text>
      );
    case 'PROCESSING':
      return (
        <Text size="sm" c="dimmed">
          <Trans>Transcribing and analysing…</Trans>
        </Text>
      );
    case 'FAILED': {
      // The worker's own reason, as it wrote it.
      const error = response.analysis_error ?? t`Unknown error`;
      return (
        <WorkFailed
          message={t`Failed to generate AI analysis: ${error}`}
          retryLabel={t`Retry analysis`}
          onRetry={onRetry}
          retrying={retrying}
        />
      );
    }
    default:
      return null;
  }
}
