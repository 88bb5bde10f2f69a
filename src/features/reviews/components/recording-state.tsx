import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { WorkFailed } from '@/features/reviews/components/work-failed';
import type { Recording } from '#contract/recordings';

interface RecordingStateProps {
  recording: Recording | null;
  /** Processes the recording again; absent when no retry can be asked for. */
  onRetry?: () => void;
  retrying: boolean;
}

/** Where the worker stands with an answer's recording, while it is not ready to play. */
export function RecordingState({ recording, onRetry, retrying }: RecordingStateProps) {
  const { t } = useLingui();
  if (recording?.status === 'QUEUED' || recording?.status === 'PROCESSING') {
    return (
      <Text size="sm" c="dimmed">
        <Trans>Preparing the recording for playback…</Trans>
      </Text>
    );
  }
  if (recording?.status !== 'FAILED') return null;
  return (
    <WorkFailed
      title={t`Recording not prepared`}
      message={recording.error ?? t`Unknown error`}
      retryLabel={t`Retry preparing the recording`}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
