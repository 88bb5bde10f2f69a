import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCamera } from '@tabler/icons-react';
import { videoResumeLimits } from '#contract/video-resumes';

export interface ResumeSetup {
  title: string;
  description: string;
  video: boolean;
  audio: boolean;
}

interface SetupStepProps {
  setup: ResumeSetup;
  onChange: (setup: ResumeSetup) => void;
  onInitialize: () => void;
  initializing: boolean;
  /** The camera error advice of docs/product.md §8, or null. */
  cameraError: string | null;
}

/** docs/product.md §2 Setup: title, optional description, which devices to use, and starting them. */
export function SetupStep({ setup, onChange, onInitialize, initializing, cameraError }: SetupStepProps) {
  const { t } = useLingui();
  const noDevice = !setup.video && !setup.audio;
  return (
    <Stack gap="md">
      <TextInput
        label={t`Title`}
        value={setup.title}
        maxLength={videoResumeLimits.titleMaxLength}
        placeholder={t`My Video Resume`}
        onChange={(event) => onChange({ ...setup, title: event.currentTarget.value })}
      />
      <Textarea
        label={t`Description`}
        description={t`Optional: what viewers should know about you`}
        value={setup.description}
        maxLength={videoResumeLimits.descriptionMaxLength}
        autosize
        minRows={3}
        onChange={(event) => onChange({ ...setup, description: event.currentTarget.value })}
      />
      <Group gap="xl">
        <Checkbox
          label={t`Enable Video`}
          checked={setup.video}
          onChange={(event) => onChange({ ...setup, video: event.currentTarget.checked })}
        />
        <Checkbox
          label={t`Enable Audio`}
          checked={setup.audio}
          onChange={(event) => onChange({ ...setup, audio: event.currentTarget.checked })}
        />
      </Group>
      {noDevice && (
        <Text size="sm" c="dimmed">
          <Trans>Enable video, audio or both to record.</Trans>
        </Text>
      )}
      {cameraError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {cameraError}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          leftSection={<IconCamera size={18} aria-hidden />}
          disabled={noDevice}
          loading={initializing}
          onClick={onInitialize}
        >
          <Trans>Initialize Camera & Microphone</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
