import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef, type SyntheticEvent } from 'react';
import { useMediaRecovery } from '@/features/reviews/hooks/use-media-recovery';
import type { ReviewResponse } from '@contract/reviews';

interface ResponseMediaProps {
  response: ReviewResponse;
  /** Fetches the review again, which signs its media anew. */
  onRefresh: () => Promise<unknown>;
}

/**
 * The recording of an answer in a seekable player (the signed URL serves byte ranges). The URL is
 * signed for a while only: when the player fails, the review is fetched again (a few times, with
 * backoff) and playback resumes where it was; if it still fails, docs/product.md §8's fallback shows a
 * download link and a Retry.
 */
export function ResponseMedia({ response, onRefresh }: ResponseMediaProps) {
  const url = response.media_url;
  const recovery = useMediaRecovery(onRefresh);
  const resumeAt = useRef(0);

  if (!url) {
    return (
      <Text c="dimmed" fs="italic">
        No media file available
      </Text>
    );
  }

  if (recovery.failed) {
    const kind = response.response_format === 'AUDIO' ? 'Audio' : 'Video';
    return (
      <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Media Load Error">
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {kind} response temporarily unavailable
          </Text>
          <Text size="sm">Please try refreshing the page or contact support if the issue persists.</Text>
          <Group gap="md">
            <Button
              size="xs"
              variant="white"
              color="orange"
              loading={recovery.refreshing}
              onClick={recovery.retry}
            >
              Retry
            </Button>
            <Anchor href={url} size="sm" target="_blank" rel="noreferrer">
              Download the recording
            </Anchor>
          </Group>
        </Stack>
      </Alert>
    );
  }

  const common = {
    key: `${url}#${recovery.generation}`,
    src: url,
    controls: true,
    preload: 'metadata' as const,
    onError: (event: SyntheticEvent<HTMLMediaElement>) => {
      resumeAt.current = event.currentTarget.currentTime;
      recovery.onError();
    },
    onLoadedMetadata: (event: SyntheticEvent<HTMLMediaElement>) => {
      if (resumeAt.current > 0) event.currentTarget.currentTime = resumeAt.current;
    },
    onPlaying: recovery.onPlaying,
  };
  return response.response_format === 'AUDIO' ? (
    <audio {...common} key={common.key} aria-label="Audio response" style={{ width: '100%' }} />
  ) : (
    <video
      {...common}
      key={common.key}
      aria-label="Video response"
      style={{ width: '100%', maxHeight: 480, background: 'black', borderRadius: 8 }}
    />
  );
}
