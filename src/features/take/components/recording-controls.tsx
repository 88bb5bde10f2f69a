import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconCircleCheck,
  IconCloudUpload,
  IconPlayerRecordFilled,
  IconPlayerStopFilled,
  IconRefresh,
} from '@tabler/icons-react';
import type { RecordingSession } from '@/media/recording-session';

interface RecordingControlsProps {
  session: RecordingSession;
  /** The question has an uploaded recording as its answer. */
  answered: boolean;
  retakesLeft: number;
  canStart: boolean;
  onStart: () => void;
  onStop: () => void;
  onUpload: () => void;
  onRetake: () => void;
}

function UploadProgress({ percent }: { percent: number }) {
  return (
    <Stack gap={6} role="status">
      <Group gap="xs">
        <IconCloudUpload size={18} aria-hidden />
        <Text size="sm">Uploading your response… {percent}%</Text>
      </Group>
      <Progress value={percent} animated aria-label="Upload progress" />
    </Stack>
  );
}

function RetakeButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onClick}>
      {children}
    </Button>
  );
}

function UploadButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Button leftSection={<IconCloudUpload size={16} aria-hidden />} onClick={onClick}>
      {children}
    </Button>
  );
}

/** What the candidate can do with the answer's recording in each state of the session. */
export function RecordingControls({
  session,
  answered,
  retakesLeft,
  canStart,
  onStart,
  onStop,
  onUpload,
  onRetake,
}: RecordingControlsProps) {
  const retake = retakesLeft > 0 && (
    <RetakeButton onClick={onRetake}>{`Retake (${retakesLeft} left)`}</RetakeButton>
  );
  switch (session.name) {
    case 'recording':
    case 'stopping':
      return (
        <Button
          color="red"
          size="md"
          leftSection={<IconPlayerStopFilled size={16} aria-hidden />}
          onClick={onStop}
        >
          Stop Recording
        </Button>
      );
    case 'recorded':
      return <UploadProgress percent={0} />;
    case 'uploading':
      return <UploadProgress percent={session.percent} />;
    case 'failed':
      return (
        <>
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {session.error}
          </Alert>
          <Group grow preventGrowOverflow={false} wrap="wrap">
            <UploadButton onClick={onUpload}>Retry upload</UploadButton>
            {retake}
          </Group>
        </>
      );
    case 'found':
      return (
        <>
          <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />}>
            A recording you made earlier for this question has not been uploaded yet.
          </Alert>
          <Group grow preventGrowOverflow={false} wrap="wrap">
            <UploadButton onClick={onUpload}>Upload saved recording</UploadButton>
            {retakesLeft > 0 && <RetakeButton onClick={onRetake}>Record a new take</RetakeButton>}
          </Group>
        </>
      );
    case 'idle':
    case 'uploaded':
      return answered ? (
        <>
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
            Response recorded successfully
          </Alert>
          {retake}
        </>
      ) : (
        <Button
          size="md"
          leftSection={<IconPlayerRecordFilled size={16} aria-hidden />}
          disabled={!canStart}
          onClick={onStart}
        >
          Start Recording
        </Button>
      );
  }
}
