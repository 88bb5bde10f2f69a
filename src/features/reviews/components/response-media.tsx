import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef, useState, type SyntheticEvent } from 'react';
import type { ReviewResponse } from '@contract/reviews';

interface ResponseMediaProps {
  response: ReviewResponse;
  /** Fetches the review again, which signs its media anew. */
  onRefresh: () => Promise<unknown>;
}

/**
 * The recording of an answer in a seekable player (the signed URL serves byte ranges). The URL is
 * signed for a while only: when the player fails, the review is fetched again once and playback
 * resumes where it was; if that fails too, spec §8's fallback shows a download link and a retry.
 */
export function ResponseMedia({ response, onRefresh }: ResponseMediaProps) {
  const url = response.media_url;
  // The URL that failed for good: a fresh URL gets a fresh player.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const resumeAt = useRef(0);
  const refreshedFor = useRef<string | null>(null);

  if (!url) {
    return (
      <Text c="dimmed" fs="italic">
        No media file available
      </Text>
    );
  }

  const refresh = async () => {
    setRefreshing(true);
    try {
      await onRefresh();
    } finally {
      setRefreshing(false);
    }
  };

  const onError = (event: SyntheticEvent<HTMLMediaElement>) => {
    resumeAt.current = event.currentTarget.currentTime;
    if (refreshedFor.current !== url) {
      refreshedFor.current = url;
      void refresh();
      return;
    }
    setFailedUrl(url);
  };

  const onLoadedMetadata = (event: SyntheticEvent<HTMLMediaElement>) => {
    if (resumeAt.current > 0) event.currentTarget.currentTime = resumeAt.current;
  };

  if (failedUrl === url) {
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
              loading={refreshing}
              onClick={() => {
                refreshedFor.current = null;
                void refresh().then(() => setFailedUrl(null));
              }}
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
    src: url,
    controls: true,
    preload: 'metadata' as const,
    onError,
    onLoadedMetadata,
  };
  return response.response_format === 'AUDIO' ? (
    <audio key={url} {...common} aria-label="Audio response" style={{ width: '100%' }} />
  ) : (
    <video
      key={url}
      {...common}
      aria-label="Video response"
      style={{ width: '100%', maxHeight: 480, background: 'black', borderRadius: 8 }}
    />
  );
}
