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
  if (session.name === 'uploaded') {
    return (
      <Stack align="center" ta="center" gap="sm" role="status">
        <ThemeIcon color="green" variant="light" size={56} radius="xl">
          <IconCircleCheck size={30} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3">
          Upload Successful!
        </Title>
        <Text c="dimmed">Your video resume is saved. Taking you to your dashboard…</Text>
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
          title="Upload Failed"
          role="alert"
        >
          {session.error}
        </Alert>
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            Back to Preview
          </Button>
          <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={onUpload}>
            Try Again
          </Button>
        </Group>
      </Stack>
    );
  }
  if (session.name === 'uploading') {
    return (
      <Stack gap="sm">
        <Text fw={500}>Uploading your video resume…</Text>
        <Progress value={session.percent} animated aria-label="Upload progress" />
        <Text size="sm" c="dimmed">
          {session.percent}%
        </Text>
        {session.retrying && (
          <Alert color="yellow" variant="light" icon={<IconWifiOff aria-hidden />} role="status">
            Your connection has a problem. Your recording is saved on this device and we keep trying to upload
            it.
          </Alert>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text>Your recording is ready. Upload it to save your video resume and get its public link.</Text>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back to Preview
        </Button>
        <Button leftSection={<IconCloudUpload size={16} aria-hidden />} onClick={onUpload}>
          Upload Video Resume
        </Button>
      </Group>
    </Stack>
  );
}
