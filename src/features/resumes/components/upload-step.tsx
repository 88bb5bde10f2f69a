import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconCircleCheck,
  IconCloudUpload,
  IconRefresh,
  IconWifiOff,
} from '@tabler/icons-react';
import type { RecordingSession } from '@/media/recording-session';

interface UploadStepProps {
  /** The recording session: uploading (with its progress), uploaded, failed, or a take to upload. */
  session: RecordingSession;
  onUpload: () => void;
  onBack: () => void;
}

/** docs/product.md §2 Upload: idle, uploading with progress, 'Upload Successful!', or 'Upload Failed' with Try Again. */
export function UploadStep({ session, onUpload, onBack }: UploadStepProps) {
  const { t, i18n } = useLingui();
  if (session.name === 'uploaded') {
    return (
      <Stack align="center" ta="center" gap="sm" role="status">
        <ThemeIcon color="green" variant="light" size={56} radius="xl">
          <IconCircleCheck size={30} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3">
          <Trans>Upload Successful!</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Your video resume is saved. Taking you to your dashboard…</Trans>
        </Text>
      </Stack>
    );
  }
  if (session.name === 'failed') {
    return (
      <Stack gap="md">
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title={t`Upload Failed`}
          role="alert"
        >
          {session.error}
        </Alert>
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            <Trans>Back to Preview</Trans>
          </Button>
          <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={onUpload}>
            <Trans>Try Again</Trans>
          </Button>
        </Group>
      </Stack>
    );
  }
  if (session.name === 'uploading') {
    return (
      <Stack gap="sm">
        <Text fw={500}>
          <Trans>Uploading your video resume…</Trans>
        </Text>
        <Progress value={session.percent} animated aria-label={t`Upload progress`} />
        <Text size="sm" c="dimmed">
          {i18n.number(session.percent / 100, { style: 'percent' })}
        </Text>
        {session.retrying && (
          <Alert color="yellow" variant="light" icon={<IconWifiOff aria-hidden />} role="status">
            <Trans>
              Your connection has a problem. Your recording is saved on this device and we keep trying to
              upload it.
            </Trans>
          </Alert>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text>
        <Trans>Your recording is ready. Upload it to save your video resume and get its public link.</Trans>
      </Text>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          <Trans>Back to Preview</Trans>
        </Button>
        <Button leftSection={<IconCloudUpload size={16} aria-hidden />} onClick={onUpload}>
          <Trans>Upload Video Resume</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
