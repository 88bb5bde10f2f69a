import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Badge, Button, Group, List, Paper, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconAlertCircle,
  IconMicrophone,
  IconMicrophoneOff,
  IconPlayerRecordFilled,
  IconPlayerStopFilled,
  IconVideo,
  IconVideoOff,
} from '@tabler/icons-react';
import { useState } from 'react';
import { LivePreview } from '@/features/resumes/components/live-preview';
import { RecordingTimer } from '@/features/resumes/components/recording-timer';

/** docs/product.md §2 Record's four tips (docs/product.md §9: keep it under 2 minutes). */
const TIPS = [
  msg`Look at the camera, not at the screen`,
  msg`Speak clearly and at a steady pace`,
  msg`Keep it under 2 minutes`,
  msg`Find good lighting, facing a window or a lamp`,
];

interface RecordStepProps {
  stream: MediaStream;
  recording: boolean;
  /** docs/product.md §8's recorder texts, or null. */
  error: string | null;
  onStart: () => void;
  onStop: () => void;
  stopping: boolean;
}

function setEnabled(tracks: MediaStreamTrack[], enabled: boolean): void {
  tracks.forEach((track) => {
    track.enabled = enabled;
  });
}

/** docs/product.md §2 Record: live preview, Recording indicator, microphone and camera toggles, Start and Stop, tips. */
export function RecordStep({ stream, recording, error, onStart, onStop, stopping }: RecordStepProps) {
  const { t, i18n } = useLingui();
  const hasVideo = stream.getVideoTracks().length > 0;
  const hasAudio = stream.getAudioTracks().length > 0;
  const [cameraOn, setCameraOn] = useState(() => stream.getVideoTracks().every((track) => track.enabled));
  const [micOn, setMicOn] = useState(() => stream.getAudioTracks().every((track) => track.enabled));

  const toggleCamera = () => {
    setEnabled(stream.getVideoTracks(), !cameraOn);
    setCameraOn(!cameraOn);
  };
  const toggleMic = () => {
    setEnabled(stream.getAudioTracks(), !micOn);
    setMicOn(!micOn);
  };

  return (
    <Stack gap="md">
      <Paper pos="relative" radius="md">
        {hasVideo ? (
          <LivePreview stream={stream} />
        ) : (
          <Paper withBorder p="xl" ta="center">
            <Text c="dimmed">
              <Trans>Audio only: your microphone is ready.</Trans>
            </Text>
          </Paper>
        )}
        {recording && (
          <Badge
            color="red"
            variant="filled"
            pos="absolute"
            top={12}
            style={{ insetInlineStart: 12 }}
            leftSection={<IconPlayerRecordFilled size={10} aria-hidden />}
            role="status"
          >
            <Trans>Recording</Trans>
          </Badge>
        )}
      </Paper>
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {error}
        </Alert>
      )}
      <Group justify="space-between">
        <Group gap="xs">
          {hasAudio && (
            <Tooltip label={micOn ? t`Mute microphone` : t`Unmute microphone`}>
              <ActionIcon
                size="lg"
                variant={micOn ? 'default' : 'filled'}
                color={micOn ? undefined : 'red'}
                aria-label={micOn ? t`Mute microphone` : t`Unmute microphone`}
                aria-pressed={!micOn}
                onClick={toggleMic}
              >
                {micOn ? <IconMicrophone size={18} /> : <IconMicrophoneOff size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
          {hasVideo && (
            <Tooltip label={cameraOn ? t`Turn camera off` : t`Turn camera on`}>
              <ActionIcon
                size="lg"
                variant={cameraOn ? 'default' : 'filled'}
                color={cameraOn ? undefined : 'red'}
                aria-label={cameraOn ? t`Turn camera off` : t`Turn camera on`}
                aria-pressed={!cameraOn}
                onClick={toggleCamera}
              >
                {cameraOn ? <IconVideo size={18} /> : <IconVideoOff size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        {recording ? (
          <Group gap="sm">
            <RecordingTimer />
            <Button
              color="red"
              leftSection={<IconPlayerStopFilled size={16} aria-hidden />}
              loading={stopping}
              onClick={onStop}
            >
              <Trans>Stop Recording</Trans>
            </Button>
          </Group>
        ) : (
          <Button leftSection={<IconPlayerRecordFilled size={16} aria-hidden />} onClick={onStart}>
            <Trans>Start Recording</Trans>
          </Button>
        )}
      </Group>
      <Paper withBorder p="md">
        <Text fw={600} mb="xs">
          <Trans>Tips for a great video resume</Trans>
        </Text>
        <List size="sm" spacing={4}>
          {TIPS.map((tip) => (
            <List.Item key={tip.id}>{i18n._(tip)}</List.Item>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
