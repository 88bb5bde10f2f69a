import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPlayerPlay } from '@tabler/icons-react';

interface SavedTakeNoticeProps {
  onUse: () => void;
  onDismiss: () => void;
}

/** A take recorded before a reload or a crash and never saved: watch and upload it, or record anew. */
export function SavedTakeNotice({ onUse, onDismiss }: SavedTakeNoticeProps) {
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />} mb="md">
      <Stack gap="sm">
        <Text size="sm">
          <Trans>A recording you made earlier has not been uploaded yet.</Trans>
        </Text>
        <Group gap="sm">
          <Button size="xs" leftSection={<IconPlayerPlay size={14} aria-hidden />} onClick={onUse}>
            <Trans>Use saved recording</Trans>
          </Button>
          <Button size="xs" variant="default" onClick={onDismiss}>
            <Trans>Record a new one</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
