import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ANALYSIS_FAILED_PREFIX, type ReviewResponse } from '@contract/reviews';

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
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {ANALYSIS_FAILED_PREFIX}
              {response.analysis_error ?? 'Unknown error'}
            </Text>
            <Button
              size="xs"
              variant="white"
              color="red"
              aria-label="Retry analysis"
              loading={retrying}
              onClick={onRetry}
            >
              Retry
            </Button>
          </Stack>
        </Alert>
      );
    default:
      return null;
  }
}
