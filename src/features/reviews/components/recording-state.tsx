import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Recording } from '@contract/recordings';

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
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title="Recording not prepared"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{recording.error ?? 'Unknown error'}</Text>
        {onRetry && (
          <Button
            size="xs"
            variant="white"
            color="red"
            aria-label="Retry preparing the recording"
            loading={retrying}
            onClick={onRetry}
          >
            Retry
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
