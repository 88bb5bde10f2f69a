import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AnswerPreview } from '@/features/take/components/answer-preview';
import { RecordingControls } from '@/features/take/components/recording-controls';
import classes from '@/features/take/components/take.module.css';
import { ThinkingCountdown } from '@/features/take/components/thinking-countdown';
import { TimeRemaining } from '@/features/take/components/time-remaining';
import { answerTakes } from '@/features/take/lib/answer-takes';
import { localMediaMessage } from '@/media/media-messages';
import { RECORDING_ERRORS } from '@/media/recording-errors';
import { heldTake } from '@/media/recording-session';
import { useCountdown } from '@/media/use-countdown';
import { useMediaStream } from '@/media/use-media-stream';
import { useRecordingSession } from '@/media/use-recording-session';
import { type TakeQuestion } from '#contract/take';

interface RecordingAnswerProps {
  /** False with the UNTIMED accommodation: no countdown, and nothing stops the take but Stop. */
  timed: boolean;
  invitationId: string;
  question: TakeQuestion;
  /** The recording that answers the question now (uploaded), or null. */
  answerPath: string | null;
  /** Takes recorded so far (3 at most: 2 retakes). */
  takesUsed: number;
  /** A take started: it counts, uploaded or not. */
  onTakeStarted: (take: number) => void;
  onAnswerChange: (mediaPath: string | null) => void;
  /** True while recording or uploading: the step keeps the candidate on this question meanwhile. */
  onBusyChange: (busy: boolean) => void;
}

/** The session's own texts in the candidate's language; an uploader's error is shown as it came. */
function sessionTexts(i18n: I18n) {
  return {
    signedOut: i18n._(msg`Upload error: you are signed out. Please sign in again.`),
    empty: localMediaMessage(i18n, RECORDING_ERRORS.noData),
    uploadFailed: (error: unknown) => (error instanceof Error ? error.message : String(error)),
  };
}

/**
 * A VIDEO or AUDIO answer: preview (with a microphone level for AUDIO), Start/Stop Recording,
 * 'Time remaining' that stops the take at 0, the upload with its progress, and Retake (n left).
 * After Stop the take plays back in place of the camera. The take is kept in the IndexedDB backup
 * until Storage confirmed the upload; 'Response recorded successfully' shows only then, and a
 * failed upload keeps the take for a retry. While requests fail and are retried, a notice says so
 * at once. A finished take left in the backup by a reload or a crash is offered for upload when
 * the question opens again.
 */
export function RecordingAnswer({
  timed,
  invitationId,
  question,
  answerPath,
  takesUsed,
  onTakeStarted,
  onAnswerChange,
  onBusyChange,
}: RecordingAnswerProps) {
  const { t, i18n } = useLingui();
  const kind = question.response_format === 'AUDIO' ? 'audio' : 'video';
  const takes = useMemo(() => answerTakes(invitationId, question.id), [invitationId, question.id]);
  const media = useMediaStream({ kind });
  const recording = useRecordingSession({
    kind,
    bucket: 'responses',
    upload: 'while-recording',
    nextTake: takesUsed + 1,
    backupKey: takes.backupKey,
    objectName: takes.objectName,
    recover: takesUsed > 0 ? takesUsed : null,
    storedObject: answerPath,
    backupFolder: takes.folder,
    texts: sessionTexts(i18n),
    onStarted: onTakeStarted,
    onStored: (held) => onAnswerChange(held.objectName),
  });
  const { session } = recording;
  const controlsRef = useRef<HTMLDivElement>(null);
  // Thinking time before the first take only; none with the UNTIMED accommodation (no countdowns).
  const [thinking, setThinking] = useState(
    () => timed && question.thinking_seconds > 0 && takesUsed === 0 && answerPath === null,
  );
  function startAfterThinking() {
    setThinking(false);
    if (media.stream) void recording.start(media.stream);
  }

  const isRecording = session.name === 'recording' || session.name === 'stopping';
  const retakesLeft = question.max_attempts - takesUsed;
  const remaining = useCountdown(
    question.time_limit_seconds,
    timed && isRecording,
    () => void recording.stop(),
  );
  // Where the last take stopped, until it is discarded: then the full limit for the next one.
  const countdown = session.name === 'idle' ? question.time_limit_seconds : remaining;
  const retrying = 'retrying' in session && session.retrying;

  const busy = isRecording || session.name === 'uploading';
  useEffect(() => {
    onBusyChange(busy);
  }, [busy, onBusyChange]);
  useEffect(() => () => onBusyChange(false), [onBusyChange]);

  // A control that vanished (Start became Stop) takes the focus with it: put it back nearby.
  const view = `${isRecording}:${session.name}:${answerPath !== null}`;
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) {
      controlsRef.current?.focus();
    }
  }, [view]);

  function retake() {
    recording.discard();
    onAnswerChange(null);
  }

  return (
    <Stack gap="md">
      <AnswerPreview
        kind={kind}
        stream={media.stream}
        recording={isRecording}
        playback={heldTake(session)?.blob ?? null}
      />

      {media.error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{localMediaMessage(i18n, media.error)}</Text>
            <Button size="xs" variant="white" color="red" onClick={media.retry}>
              <Trans>Try again</Trans>
            </Button>
          </Group>
        </Alert>
      )}
      {recording.recorderError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {localMediaMessage(i18n, recording.recorderError)}
        </Alert>
      )}

      {timed && <TimeRemaining id={question.id} seconds={countdown} running={isRecording} />}

      {retrying && (
        <Alert color="yellow" variant="light" icon={<IconWifiOff aria-hidden />} role="status">
          <Trans>
            Your connection has a problem. Your answer is saved on this device and we keep trying to upload
            it.
          </Trans>
        </Alert>
      )}

      {thinking && session.name === 'idle' && (
        <ThinkingCountdown
          questionId={question.id}
          seconds={question.thinking_seconds}
          running={media.stream !== null}
          startLabel={t`Start recording now`}
          onDone={startAfterThinking}
        />
      )}

      <Stack
        gap="sm"
        ref={controlsRef}
        tabIndex={-1}
        className={classes.stepHeading}
        display={thinking && session.name === 'idle' ? 'none' : undefined}
      >
        <RecordingControls
          session={session}
          answered={answerPath !== null}
          retakesLeft={retakesLeft}
          canStart={media.stream !== null && takesUsed < question.max_attempts}
          onStart={() => media.stream && void recording.start(media.stream)}
          onStop={() => void recording.stop()}
          onUpload={recording.upload}
          onRetake={retake}
        />
      </Stack>
    </Stack>
  );
}
