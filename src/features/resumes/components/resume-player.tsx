import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { formatPlaybackTime } from '@/media/playback-time';
import type { Recording } from '#contract/recordings';

interface ResumePlayerProps {
  /** A signed URL of the original upload that serves byte ranges, or null when none could be made. */
  url: string | null;
  /** The worker's renditions (seekable WebM, MP4 every browser plays, poster, length) once READY. */
  recording: Recording | null;
  title: string;
  /** Asks the server for fresh URLs (expired or failed ones). */
  onReload: () => void;
  reloading: boolean;
}

/**
 * The recording: the worker's renditions when they are ready (so the player knows the length and
 * seeks), else the original upload; docs/product.md §8's 'Video temporarily unavailable' when
 * neither plays.
 */
export function ResumePlayer({ url, recording, title, onReload, reloading }: ResumePlayerProps) {
  const { t } = useLingui();
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const sources =
    recording?.status === 'READY' && recording.sources.length > 0
      ? recording.sources
      : url
        ? [{ url, type: '' }]
        : [];
  const key = sources.map((source) => source.url).join(' ');
  if (sources.length === 0 || failedKey === key) {
    return (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={t`Video temporarily unavailable`}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            <Trans>Please try refreshing the page or contact support if the issue persists.</Trans>
          </Text>
          <Button size="xs" variant="white" loading={reloading} onClick={onReload}>
            <Trans>Refresh</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }
  const duration = recording?.status === 'READY' ? recording.duration_seconds : null;
  return (
    <Stack gap={4}>
      <Box
        component="video"
        key={key}
        controls
        playsInline
        preload="metadata"
        poster={recording?.status === 'READY' ? (recording.poster_url ?? undefined) : undefined}
        aria-label={t`Video resume: ${title}`}
        onError={() => setFailedKey(key)}
        w="100%"
        bg="dark.9"
        style={{ aspectRatio: '16 / 9', borderRadius: 'var(--mantine-radius-md)' }}
      >
        {sources.map((source, index) => (
          <source
            key={source.url}
            src={source.url}
            type={source.type || undefined}
            // The element itself reports no error when a <source> fails; the last one's does.
            onError={index === sources.length - 1 ? () => setFailedKey(key) : undefined}
          />
        ))}
      </Box>
      {duration !== null && (
        <Text size="sm" c="dimmed">
          <Trans>Length {formatPlaybackTime(duration)}</Trans>
        </Text>
      )}
    </Stack>
  );
}
