import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { UseBulkSend } from './use-bulk-send';

/** Sending: the progress bar, an interrupted send's Continue, and the summary at the end. */
export function BulkSendProgress({ sending, onAgain }: { sending: UseBulkSend; onAgain: () => void }) {
  const { phase, progress, error } = sending;
  if (!progress) return null;
  const total = progress.rows.length;
  const percent = total === 0 ? 100 : Math.round((progress.sent / total) * 100);
  return (
    <Stack gap="sm">
      <Progress value={percent} size="lg" aria-label="Invitations sent" />
      <Text role="status">
        Sent {progress.sent} of {total}
      </Text>
      {phase === 'interrupted' && (
        <Alert color="yellow" variant="light">
          <Stack gap="xs">
            <Text size="sm">
              Sending was interrupted: {progress.sent} of {total} sent.
              {error && ` ${error}`}
            </Text>
            <Group>
              <Button size="xs" onClick={sending.resume}>
                Continue sending
              </Button>
              <Button size="xs" variant="default" onClick={sending.reset}>
                Discard
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {phase === 'done' && (
        <Alert color="green" variant="light" title="Done">
          <Stack gap="xs">
            <Text size="sm">
              {progress.invited} invited, {progress.skipped} skipped as already invited, {progress.failed}{' '}
              failed.
            </Text>
            <Group>
              <Button size="xs" variant="default" onClick={onAgain}>
                Invite more
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
