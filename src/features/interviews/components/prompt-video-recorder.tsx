import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconCheck,
  IconPlayerRecordFilled,
  IconPlayerStopFilled,
  IconRefresh,
} from '@tabler/icons-react';
import { useCallback } from 'react';
import { localMediaMessage } from '@/media/media-messages';
import { formatCountdown, useCountdown } from '@/media/use-countdown';
import { useMediaStream } from '@/media/use-media-stream';
import { usePracticeRecorder } from '@/media/use-practice-recorder';
import { PROMPT_VIDEO_MAX_SECONDS } from '#contract/prompt-videos';

interface PromptVideoRecorderProps {
  /** The take the recruiter keeps, to upload. */
  onRecorded: (clip: Blob) => void;
}

const videoStyle = { width: '100%', maxHeight: 360, background: 'black', borderRadius: 4 };

/** The camera while recording, or the take to watch before using it. */
function Preview({ stream, take }: { stream: MediaStream | null; take: Blob | null }) {
  const { t } = useLingui();
  const attachCamera = useCallback(
    (element: HTMLVideoElement | null) => {
      if (element) element.srcObject = stream;
    },
    [stream],
  );
  // The object URL lives exactly as long as the element shows it.
  const attachTake = useCallback(
    (element: HTMLVideoElement | null) => {
      if (!element || !take) return;
      const url = URL.createObjectURL(take);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [take],
  );
  if (take)
    return <video ref={attachTake} style={videoStyle} controls playsInline aria-label={t`Your recording`} />;
  return (
    stream && (
      <video
        ref={attachCamera}
        style={videoStyle}
        autoPlay
        muted
        playsInline
        aria-label={t`Camera preview`}
      />
    )
  );
}

/**
 * Records a recruiter's clip in the browser with the candidate's own recorder (src/media: the
 * camera stream and the in-memory recorder of the practice question): record, watch, record
 * again, then use it. At most PROMPT_VIDEO_MAX_SECONDS: the recorder stops by itself at 0.
 */
export function PromptVideoRecorder({ onRecorded }: PromptVideoRecorderProps) {
  const { i18n } = useLingui();
  const media = useMediaStream({ kind: 'video' });
  const recorder = usePracticeRecorder();
  const recording = recorder.state.name === 'recording';
  const remaining = useCountdown(PROMPT_VIDEO_MAX_SECONDS, recording, recorder.stop);
  const take = recorder.state.name === 'recorded' ? recorder.state.take : null;
  const error = media.error ?? recorder.error;
  const left = formatCountdown(remaining);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        <Trans>Candidates watch this video before they answer. Keep it under 3 minutes.</Trans>
      </Text>
      <Box pos="relative">
        <Preview stream={media.stream} take={take} />
        {recording && (
          <Badge color="red.9" pos="absolute" top={8} left={8}>
            <Trans>Recording</Trans>
          </Badge>
        )}
      </Box>
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {localMediaMessage(i18n, error)}
        </Alert>
      )}
      <Text size="sm" c="dimmed" role="timer">
        <Trans>Time remaining: {left}</Trans>
      </Text>
      <Group>
        {recorder.state.name === 'idle' && (
          <Button
            color="red"
            leftSection={<IconPlayerRecordFilled size={16} aria-hidden />}
            disabled={media.stream === null}
            onClick={() => media.stream && recorder.start(media.stream)}
          >
            <Trans>Start recording</Trans>
          </Button>
        )}
        {recording && (
          <Button leftSection={<IconPlayerStopFilled size={16} aria-hidden />} onClick={recorder.stop}>
            <Trans>Stop recording</Trans>
          </Button>
        )}
        {take && (
          <>
            <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={() => onRecorded(take)}>
              <Trans>Use this video</Trans>
            </Button>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={recorder.reset}
            >
              <Trans>Record again</Trans>
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
