import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, FileButton, Group, Loader, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconTrash, IconUpload, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { useCreatePromptVideo, usePromptVideo } from '@/features/interviews/api/prompt-videos';
import { PromptVideoPlayer } from '@/ui/prompt-video-player';
import { PromptVideoRecorder } from '@/features/interviews/components/prompt-video-recorder';
import { clipContentType, uploadPromptVideo } from '@/features/interviews/lib/upload-prompt-video';
import { errorMessage } from '@/media/recording-errors';

interface PromptVideoFieldProps {
  /** The prompt named, or null for none. */
  value: string | null;
  onChange: (id: string | null) => void;
  /** The workspace the clip is stored in: the interview's. Null: none known, nothing to record into. */
  workspaceId: string | null;
  /** "Record a video question", "Record a welcome video". */
  recordLabel: string;
  /** What the clip is, for the player and the recorder's title. */
  name: string;
  /** A candidate has answered: the video stays as it is. */
  locked?: boolean;
}

type Upload = { name: 'idle' } | { name: 'uploading'; percent: number } | { name: 'failed'; message: string };

/**
 * A question's or the welcome step's video (issue #37 item 3): recorded in the browser or chosen
 * as a file, uploaded to the workspace's folder, then processed by the worker; its state is shown
 * until it is ready to play. Removing it only unlinks it from the form; once nothing uses it, the
 * retention schedule deletes it a day after it was saved.
 */
export function PromptVideoField({
  value,
  onChange,
  workspaceId,
  recordLabel,
  name,
  locked = false,
}: PromptVideoFieldProps) {
  const { t } = useLingui();
  const [recording, setRecording] = useState(false);
  const [upload, setUpload] = useState<Upload>({ name: 'idle' });
  const create = useCreatePromptVideo();
  const prompt = usePromptVideo(value);

  async function store(clip: Blob) {
    setRecording(false);
    const contentType = clipContentType(clip.type);
    if (!workspaceId) return;
    if (!contentType) {
      setUpload({ name: 'failed', message: t`Choose a WebM or MP4 video.` });
      return;
    }
    setUpload({ name: 'uploading', percent: 0 });
    try {
      const path = await uploadPromptVideo(
        workspaceId,
        clip,
        contentType,
        (percent) => setUpload({ name: 'uploading', percent }),
        { signedOut: t`Your session has expired. Please sign in again.` },
      );
      const created = await create.mutateAsync({ workspace_id: workspaceId, path });
      setUpload({ name: 'idle' });
      onChange(created.id);
    } catch (cause) {
      setUpload({ name: 'failed', message: errorMessage(cause, t`The video could not be uploaded.`) });
    }
  }

  if (value !== null) {
    const recordingState = prompt.data?.recording;
    return (
      <Stack gap="xs">
        <Group gap="xs">
          <IconVideo size={16} aria-hidden />
          <Text size="sm" fw={500}>
            {name}
          </Text>
          {recordingState?.status === 'READY' ? (
            <Badge color="green" variant="light">
              <Trans>Ready</Trans>
            </Badge>
          ) : recordingState?.status === 'FAILED' ? (
            <Badge color="red" variant="light">
              <Trans>Failed</Trans>
            </Badge>
          ) : (
            <Group gap={6}>
              <Loader size="xs" aria-hidden />
              <Text size="sm" c="dimmed" role="status">
                <Trans>Processing…</Trans>
              </Text>
            </Group>
          )}
        </Group>
        {recordingState?.status === 'READY' && <PromptVideoPlayer recording={recordingState} label={name} />}
        {recordingState?.status === 'FAILED' && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {recordingState.error}
          </Alert>
        )}
        {!locked && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => onChange(null)}
            style={{ alignSelf: 'flex-start' }}
          >
            <Trans>Remove video</Trans>
          </Button>
        )}
      </Stack>
    );
  }

  if (locked || workspaceId === null) return null;
  return (
    <Stack gap="xs">
      {upload.name === 'uploading' ? (
        <Progress value={upload.percent} aria-label={t`Uploading the video`} animated />
      ) : (
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconVideo size={14} aria-hidden />}
            onClick={() => setRecording(true)}
          >
            {recordLabel}
          </Button>
          <FileButton accept="video/webm,video/mp4" onChange={(file) => file && void store(file)}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                leftSection={<IconUpload size={14} aria-hidden />}
              >
                <Trans>Upload a video</Trans>
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      {upload.name === 'failed' && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {upload.message}
        </Alert>
      )}
      {recording && (
        <Modal opened onClose={() => setRecording(false)} title={recordLabel} size="lg">
          <PromptVideoRecorder onRecorded={(clip) => void store(clip)} />
        </Modal>
      )}
    </Stack>
  );
}
