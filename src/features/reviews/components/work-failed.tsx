import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

interface WorkFailedProps {
  title?: string;
  /** The reason, as the page shows it. */
  message: string;
  /** The Retry button's accessible name, which says what is retried. */
  retryLabel: string;
  /** Asks for the work again; without it no Retry is offered. */
  onRetry?: () => void;
  retrying: boolean;
}

/** Background work on an answer that failed: the reason, and a Retry. */
export function WorkFailed({ title, message, retryLabel, onRetry, retrying }: WorkFailedProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button
            size="xs"
            variant="white"
            color="red"
            aria-label={retryLabel}
            loading={retrying}
            onClick={onRetry}
          >
            <Trans>Retry</Trans>
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
