import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ResponseFormat } from '#contract/interviews';

interface MediaLoadErrorProps {
  format: ResponseFormat;
  /** The recording's signed URL (the original, or the speech track of a blind review), offered as a download. */
  downloadUrl: string | null;
  retrying: boolean;
  onRetry: () => void;
}

/** docs/product.md §8's fallback of a player that cannot load: a download link and a Retry. */
export function MediaLoadError({ format, downloadUrl, retrying, onRetry }: MediaLoadErrorProps) {
  const { t } = useLingui();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t`Media Load Error`}
    >
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {format === 'AUDIO' ? (
            <Trans>Audio response temporarily unavailable</Trans>
          ) : (
            <Trans>Video response temporarily unavailable</Trans>
          )}
        </Text>
        <Text size="sm">
          <Trans>Please try refreshing the page or contact support if the issue persists.</Trans>
        </Text>
        <Group gap="md">
          {/* Orange text on white (3:1) and the link colour on light orange (4.2:1) are below AA. */}
          <Button size="xs" variant="default" loading={retrying} onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
          {downloadUrl && (
            <Anchor
              href={downloadUrl}
              size="sm"
              c="inherit"
              underline="always"
              target="_blank"
              rel="noreferrer"
            >
              <Trans>Download the recording</Trans>
            </Anchor>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
