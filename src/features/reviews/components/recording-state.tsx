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
  if (recording?.status === 'QUEUED' || recording?.status === 'PROCESSING') {
    return (
      <Text size="sm" c="dimmed">
        Preparing the recording for playback…
      </Text>
    );
  }
  if (recording?.status !== 'FAILED') return null;
  return (
    <WorkFailed
      title="Recording not prepared"
      message={recording.error ?? 'Unknown error'}
      retryLabel="Retry preparing the recording"
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
