import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Center, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMicrophone, IconPlayerRecordFilled } from '@tabler/icons-react';
import { useCallback } from 'react';
import { MicrophoneLevel } from '@/features/take/components/microphone-level';
import { RecordedTake } from '@/features/take/components/recorded-take';
import classes from '@/features/take/components/take.module.css';
import type { RecordingKind } from '@/media/recording-format';

interface AnswerPreviewProps {
  kind: RecordingKind;
  stream: MediaStream | null;
  recording: boolean;
  /** The take to play back in place of the camera, or null. */
  playback: Blob | null;
}

/** The camera preview (or the microphone for AUDIO) while recording, the take after Stop. */
export function AnswerPreview({ kind, stream, recording, playback }: AnswerPreviewProps) {
  const { t } = useLingui();
  // The camera preview mounts again after a playback: give each new element the stream.
  const attachPreview = useCallback(
    (element: HTMLVideoElement | null) => {
      if (element) element.srcObject = stream;
    },
    [stream],
  );

  if (kind === 'video') {
    if (playback) return <RecordedTake recording={playback} kind="video" />;
    return (
      stream && (
        <Box pos="relative">
          <video
            ref={attachPreview}
            className={classes.preview}
            autoPlay
            muted
            playsInline
            aria-label={t`Camera preview`}
          />
          {recording && (
            <Badge
              color="red.9"
              pos="absolute"
              top={8}
              left={8}
              leftSection={<IconPlayerRecordFilled size={10} />}
            >
              <Trans>Recording</Trans>
            </Badge>
          )}
        </Box>
      )
    );
  }
  return (
    <Stack gap="sm">
      <Center py="md">
        <Group gap="sm">
          <ThemeIcon size={48} radius="xl" color={recording ? 'red' : 'gray'} variant="light">
            <IconMicrophone size={26} aria-hidden />
          </ThemeIcon>
          <Text c={recording ? 'red' : 'dimmed'}>
            {recording ? <Trans>Recording audio…</Trans> : <Trans>Audio answer</Trans>}
          </Text>
        </Group>
      </Center>
      {playback ? <RecordedTake recording={playback} kind="audio" /> : <MicrophoneLevel stream={stream} />}
    </Stack>
  );
}
