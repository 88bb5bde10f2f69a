import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { UseBulkSend } from './use-bulk-send';

/** Sending: the progress bar, an interrupted send's Continue, and the summary at the end. */
export function BulkSendProgress({ sending, onAgain }: { sending: UseBulkSend; onAgain: () => void }) {
  const { t } = useLingui();
  const { phase, progress, error } = sending;
  if (!progress) return null;
  const total = progress.rows.length;
  const { sent, invited, skipped, failed } = progress;
  const percent = total === 0 ? 100 : Math.round((progress.sent / total) * 100);
  return (
    <Stack gap="sm">
      <Progress value={percent} size="lg" aria-label={t`Invitations sent`} />
      <Text role="status">
        <Trans>
          Sent {sent} of {total}
        </Trans>
      </Text>
      {phase === 'interrupted' && (
        <Alert color="yellow" variant="light">
          <Stack gap="xs">
            <Text size="sm">
              <Trans>
                Sending was interrupted: {sent} of {total} sent.
              </Trans>
              {error && ` ${error}`}
            </Text>
            <Group>
              <Button size="xs" onClick={sending.resume}>
                <Trans>Continue sending</Trans>
              </Button>
              <Button size="xs" variant="default" onClick={sending.reset}>
                <Trans>Discard</Trans>
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {phase === 'done' && (
        <Alert color="green" variant="light" title={t`Done`}>
          <Stack gap="xs">
            <Text size="sm">
              <Trans>
                {invited} invited, {skipped} skipped as already invited, {failed} failed.
              </Trans>
            </Text>
            <Group>
              <Button size="xs" variant="default" onClick={onAgain}>
                <Trans>Invite more</Trans>
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
