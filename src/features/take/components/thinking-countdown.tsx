import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { formatCountdown, useCountdown } from '@/media/use-countdown';

interface ThinkingCountdownProps {
  questionId: string;
  seconds: number;
  /** False until the answer can start (the camera is ready): the countdown waits. */
  running: boolean;
  /** 'Start recording now' or 'Start writing now'. */
  startLabel: string;
  /** Called once: at 0, or when the candidate starts early. */
  onDone: () => void;
}

/**
 * A question's thinking time (issue #19 item 2): the question shows with a countdown, and the
 * answer starts by itself at 0; the candidate may start earlier.
 */
export function ThinkingCountdown({
  questionId,
  seconds,
  running,
  startLabel,
  onDone,
}: ThinkingCountdownProps) {
  const remaining = useCountdown(seconds, running, onDone);
  const labelId = `thinking-time-${questionId}`;
  return (
    <Paper withBorder p="md" bg="var(--mantine-color-blue-light)">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <IconBulb size={18} aria-hidden />
            <Text fw={500} id={labelId}>
              <Trans>Thinking time</Trans>
            </Text>
          </Group>
          <Text role="timer" aria-labelledby={labelId} aria-live="polite" fw={700} ff="monospace">
            {formatCountdown(remaining)}
          </Text>
        </Group>
        <Text size="sm">
          <Trans>Take a moment to think about your answer. It starts by itself when the time is up.</Trans>
        </Text>
        <Button variant="light" onClick={onDone}>
          {startLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
