import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { DetailedError } from 'tus-js-client';
import { useState } from 'react';
import { localTakeError } from '@/features/take/lib/take-error-messages';
import { supabaseAuth } from '@/lib/supabase';
import { uploadRecording } from '@/media/upload-recording';
import {
  ANSWER_FILE_ACCEPT,
  ANSWER_FILE_MAX_BYTES,
  answerFileObjectName,
  claimedAnswerFileType,
} from '#contract/answer-files';
import type { TakeQuestion } from '#contract/take';

/** The saved answer's file, when the server has one. */
export interface SentFile {
  name: string;
  take: number;
  attempts: number;
}

interface FileAnswerProps {
  invitationId: string;
  question: TakeQuestion;
  sent: SentFile | null;
  /** Saves the uploaded file as the answer (the server reads its type); throws the server's refusal. */
  onSubmit: (file: { path: string; name: string }) => Promise<void>;
  onBusyChange: (busy: boolean) => void;
}

const TOO_LARGE = msg`This file is larger than 20 MB. Please choose a smaller one.`;
const WRONG_TYPE = msg`This file is not a PDF, PNG, JPEG or Word document`;
const SIGNED_OUT = msg`Your session has expired. Please sign in again.`;
const NOT_STORED = msg`The file could not be uploaded. Please check your connection and try again.`;

/** Why Storage refused an upload, in words about a file (the uploader's own speak of recordings). */
function uploadRefusal(error: unknown): typeof TOO_LARGE {
  const cause = error instanceof Error ? error.cause : undefined;
  const status = cause instanceof DetailedError ? (cause.originalResponse?.getStatus() ?? 0) : 0;
  if (status === 413) return TOO_LARGE;
  if (status === 415) return WRONG_TYPE;
  if (status === 401) return SIGNED_OUT;
  return NOT_STORED;
}

/**
 * A FILE answer (issue #37): one PDF, PNG, JPEG or Word document of at most 20 MB, checked here
 * before a byte is sent, uploaded resumably straight to Storage as recordings are, then sent as the
 * answer; the server reads its type from its bytes and may still refuse it, and then the candidate
 * picks another while attempts remain. No time limit and no thinking time.
 */
export function FileAnswer({ invitationId, question, sent, onSubmit, onBusyChange }: FileAnswerProps) {
  const { i18n } = useLingui();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const attemptsLeft = question.max_attempts - (sent?.attempts ?? 0);
  const maxAttempts = question.max_attempts;
  const uploading = percent !== null;

  async function send(file: File | null) {
    if (!file) return;
    setError(null);
    const type = claimedAnswerFileType(file.name, file.type);
    if (type === null) {
      setError(i18n._(WRONG_TYPE));
      return;
    }
    if (file.size > ANSWER_FILE_MAX_BYTES) {
      setError(i18n._(TOO_LARGE));
      return;
    }
    const path = answerFileObjectName(invitationId, question.id, (sent?.take ?? 0) + 1, type);
    setPercent(0);
    onBusyChange(true);
    try {
      const { data } = await supabaseAuth.getSession();
      if (!data.session) {
        setError(i18n._(SIGNED_OUT));
        return;
      }
      try {
        await uploadRecording({
          blob: file,
          objectName: path,
          contentType: type,
          accessToken: data.session.access_token,
          bucket: 'answer-files',
          onProgress: (done, total) => setPercent(total > 0 ? Math.round((done / total) * 100) : 0),
        });
      } catch (uploadError) {
        console.error('Failed to upload the file:', uploadError);
        setError(i18n._(uploadRefusal(uploadError)));
        return;
      }
      await onSubmit({ path, name: file.name });
    } catch (submitError) {
      console.error('Failed to send the file:', submitError);
      setError(localTakeError(i18n, submitError));
    } finally {
      setPercent(null);
      onBusyChange(false);
    }
  }

  return (
    <Stack gap="sm">
      <Text size="sm">
        <Trans>Upload one file: a PDF, PNG, JPEG or Word document of up to 20 MB.</Trans>
      </Text>
      {sent && (
        <Group gap="xs" wrap="nowrap">
          <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
          <Text size="sm">
            <Trans>Sent: {sent.name}</Trans>
          </Text>
        </Group>
      )}
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {error}
        </Alert>
      )}
      {uploading ? (
        <Progress value={percent} aria-label={i18n._(msg`Upload progress`)} animated />
      ) : attemptsLeft > 0 ? (
        <FileButton accept={ANSWER_FILE_ACCEPT} onChange={(file) => void send(file)}>
          {(props) => (
            <Button
              {...props}
              variant={sent ? 'default' : 'filled'}
              leftSection={<IconUpload size={16} aria-hidden />}
            >
              {sent ? <Trans>Choose another file</Trans> : <Trans>Choose a file</Trans>}
            </Button>
          )}
        </FileButton>
      ) : (
        <Text size="sm" c="dimmed">
          <Plural
            value={maxAttempts}
            one="This answer has used all # attempts and can no longer be changed."
            other="This answer has used all # attempts and can no longer be changed."
          />
        </Text>
      )}
    </Stack>
  );
}
