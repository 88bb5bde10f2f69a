import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { formatPlaybackTime } from '@/media/playback-time';
import type { TranscriptSegment } from '#contract/recordings';

interface TranscriptProps {
  segments: TranscriptSegment[] | null;
  /** The plain transcription, shown when there are no timestamped segments. */
  text: string | null;
  /** Plays the recording from `seconds`. */
  onSeek: (seconds: number) => void;
}

/** The answer's transcription: one line per segment with its start time, each a button that seeks there. */
export function Transcript({ segments, text, onSeek }: TranscriptProps) {
  const { t } = useLingui();
  const lines = segments ?? [];
  if (lines.length === 0 && text === null) return null;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Title order={3} size="h6">
          <Trans>Transcription</Trans>
        </Title>
        <Badge size="xs" color="violet" variant="light">
          <Trans>AI</Trans>
        </Badge>
      </Group>
      {lines.length > 0 ? (
        <Stack
          gap={2}
          component="ol"
          aria-label={t`Transcript`}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {lines.map((segment, index) => (
            <li key={index}>
              <UnstyledButton
                onClick={() => onSeek(segment.start)}
                p={4}
                style={{ borderRadius: 4, display: 'flex', gap: 12, width: '100%' }}
              >
                <VisuallyHidden>
                  <Trans>Play from</Trans>
                </VisuallyHidden>{' '}
                <Text component="span" size="sm" c="violet" ff="monospace" style={{ flexShrink: 0 }}>
                  {formatPlaybackTime(segment.start)}
                </Text>{' '}
                <Text component="span" size="sm">
                  {segment.text}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {text}
        </Text>
      )}
    </Stack>
  );
}
