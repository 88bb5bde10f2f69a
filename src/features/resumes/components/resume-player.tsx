import { Alert, Box, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';

interface ResumePlayerProps {
  /** A signed URL that serves byte ranges (so the player seeks), or null when none could be made. */
  url: string | null;
  title: string;
  /** Asks the server for a fresh URL (an expired or failed one). */
  onReload: () => void;
  reloading: boolean;
}

/** The recording, or docs/product.md §8's 'Video temporarily unavailable' when it cannot play. */
export function ResumePlayer({ url, title, onReload, reloading }: ResumePlayerProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) {
    return (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title="Video temporarily unavailable"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Please try refreshing the page or contact support if the issue persists.</Text>
          <Button size="xs" variant="white" loading={reloading} onClick={onReload}>
            Refresh
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Box
      component="video"
      key={url}
      src={url}
      controls
      playsInline
      preload="metadata"
      aria-label={`Video resume: ${title}`}
      onError={() => setFailedUrl(url)}
      w="100%"
      bg="dark.9"
      style={{ aspectRatio: '16 / 9', borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}
