import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { formatCountdown } from '@/media/use-countdown';

/** docs/product.md §2's 'Time remaining' in m:ss, red in the last 10 seconds of a running countdown. */
export function TimeRemaining({ id, seconds, running }: { id: string; seconds: number; running: boolean }) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed" id={`time-remaining-${id}`}>
        <Trans>Time remaining</Trans>
      </Text>
      <Text
        role="timer"
        aria-labelledby={`time-remaining-${id}`}
        fw={700}
        ff="monospace"
        c={running && seconds <= 10 ? 'red' : undefined}
      >
        {formatCountdown(seconds)}
      </Text>
    </Group>
  );
}
