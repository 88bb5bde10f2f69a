import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconCircleCheck,
  IconCloudUpload,
  IconPlayerRecordFilled,
  IconPlayerStopFilled,
  IconRefresh,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { localMediaMessage } from '@/media/media-messages';
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
  const { t } = useLingui();
  return (
    <Stack gap={6} role="status">
      <Group gap="xs">
        <IconCloudUpload size={18} aria-hidden />
        <Text size="sm">
          <Trans>Uploading your response… {percent}%</Trans>
        </Text>
      </Group>
      <Progress value={percent} animated aria-label={t`Upload progress`} />
    </Stack>
  );
}

function RetakeButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onClick}>
      {children}
    </Button>
  );
}

function UploadButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
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
  const { i18n } = useLingui();
  const retake = retakesLeft > 0 && (
    <RetakeButton onClick={onRetake}>
      <Plural value={retakesLeft} one="Retake (# left)" other="Retake (# left)" />
    </RetakeButton>
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
          <Trans>Stop Recording</Trans>
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
            {localMediaMessage(i18n, session.error)}
          </Alert>
          <Group grow preventGrowOverflow={false} wrap="wrap">
            <UploadButton onClick={onUpload}>
              <Trans>Retry upload</Trans>
            </UploadButton>
            {retake}
          </Group>
        </>
      );
    case 'found':
      return (
        <>
          <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />}>
            <Trans>A recording you made earlier for this question has not been uploaded yet.</Trans>
          </Alert>
          <Group grow preventGrowOverflow={false} wrap="wrap">
            <UploadButton onClick={onUpload}>
              <Trans>Upload saved recording</Trans>
            </UploadButton>
            {retakesLeft > 0 && (
              <RetakeButton onClick={onRetake}>
                <Trans>Record a new take</Trans>
              </RetakeButton>
            )}
          </Group>
        </>
      );
    case 'idle':
    case 'uploaded':
      return answered ? (
        <>
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
            <Trans>Response recorded successfully</Trans>
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
          <Trans>Start Recording</Trans>
        </Button>
      );
  }
}
