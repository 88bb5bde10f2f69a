import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';

interface LoadErrorProps {
  /** What failed to load, e.g. 'interviews': in the message and the console. */
  what: string;
  error: Error;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * A list or panel whose data did not load: a small notice with a retry instead of a blank space.
 * The failure is also logged (docs/product.md §8: list loading failures are logged).
 */
export function LoadError({ what, error, onRetry, retrying = false }: LoadErrorProps) {
  const { t } = useLingui();
  useEffect(() => {
    console.error(`Failed to load ${what}:`, error);
  }, [what, error]);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title={t`Could not load ${what}`}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{error.message}</Text>
        <Button size="xs" variant="white" color="red" loading={retrying} onClick={onRetry}>
          {t`Retry`}
        </Button>
      </Group>
    </Alert>
  );
}
