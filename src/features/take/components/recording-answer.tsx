import { Alert, Badge, Box, Button, Center, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertCircle,
  IconCircleCheck,
  IconCloudUpload,
  IconMicrophone,
  IconPlayerRecordFilled,
  IconPlayerStopFilled,
  IconRefresh,
  IconWifiOff,
} from '@tabler/icons-react';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { MicrophoneLevel } from '@/features/take/components/microphone-level';
import { RecordedTake } from '@/features/take/components/recorded-take';
import classes from '@/features/take/components/take.module.css';
import { TimeRemaining } from '@/features/take/components/time-remaining';
import { takeNumberOf } from '@/features/take/hooks/draft-store';
import { supabase } from '@/lib/supabase';
import { LiveUpload } from '@/media/live-upload';
import { deleteRecording, listRecordings, loadRecording } from '@/media/recording-backup';
import { contentTypeOf, pickRecordingFormat, type RecordingContentType } from '@/media/recording-format';
import { uploadRecording } from '@/media/upload-recording';
import { useCountdown } from '@/media/use-countdown';
import { useMediaStream } from '@/media/use-media-stream';
import { useRecorder } from '@/media/use-recorder';
import { MAX_ATTEMPTS_PER_QUESTION, responseMediaObjectName, type TakeQuestion } from '@contract/take';

interface RecordingAnswerProps {
  invitationId: string;
  question: TakeQuestion;
  /** The recording that answers the question now (uploaded), or null. */
  answerPath: string | null;
  /** Takes recorded so far (3 at most: 2 retakes). */
  takesUsed: number;
  onTakesUsed: (count: number) => void;
  onAnswerChange: (mediaPath: string | null) => void;
  /** True while recording or uploading: the step keeps the candidate on this question meanwhile. */
  onBusyChange: (busy: boolean) => void;
}

/** What is on screen besides recording (which the recorder's own state says). */
type Phase =
  | { name: 'ready' }
  | { name: 'uploading'; take: number }
  | { name: 'failed'; take: number; blob: Blob; error: string }
  | { name: 'found'; take: number; blob: Blob };

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
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
  invitationId,
  question,
  answerPath,
  takesUsed,
  onTakesUsed,
  onAnswerChange,
  onBusyChange,
}: RecordingAnswerProps) {
  const kind = question.response_format === 'AUDIO' ? 'audio' : 'video';
  const prefix = `${invitationId}/${question.id}/`;
  const media = useMediaStream({ kind });
  // The key of the next take; a running take keeps the key it started with.
  const recorder = useRecorder({
    kind,
    backupKey: `${prefix}${takesUsed + 1}`,
    onStoppedByItself: () => void stopAndUpload(),
  });
  const [phase, setPhase] = useState<Phase>({ name: 'ready' });
  const [progress, setProgress] = useState(0);
  // The take to play back after Stop; null before a take and once it is discarded.
  const [takeBlob, setTakeBlob] = useState<Blob | null>(null);
  const [retrying, setRetrying] = useState(false);
  const takeRef = useRef(0);
  const stoppingRef = useRef(false);
  const uploadAbortRef = useRef<AbortController | null>(null);
  const liveUploadRef = useRef<LiveUpload | null>(null);
  // The take whose chunks go to the live upload; 0 once it stopped or was dropped.
  const liveTakeRef = useRef(0);
  const controlsRef = useRef<HTMLDivElement>(null);

  const recording = recorder.state === 'recording';
  const retakesLeft = MAX_ATTEMPTS_PER_QUESTION - takesUsed;
  const remaining = useCountdown(question.time_limit_seconds, recording, () => void stopAndUpload());
  // Where the last take stopped, until it is discarded: then the full limit for the next one.
  const countdown =
    recording || recorder.state === 'stopped' || takeBlob ? remaining : question.time_limit_seconds;
  const playingBack = !recording && takeBlob !== null;

  // The camera preview mounts again after a playback: give each new element the stream.
  const attachPreview = useCallback(
    (element: HTMLVideoElement | null) => {
      if (element) element.srcObject = media.stream;
    },
    [media.stream],
  );

  const busy = recording || phase.name === 'uploading';
  useEffect(() => {
    onBusyChange(busy);
  }, [busy, onBusyChange]);
  useEffect(() => () => onBusyChange(false), [onBusyChange]);

  // Leaving the question mid-upload stops sending; the backup and the server keep the bytes. A take
  // still being recorded is discarded with its live upload.
  useEffect(
    () => () => {
      uploadAbortRef.current?.abort();
      liveTakeRef.current = 0;
      liveUploadRef.current?.abort();
    },
    [],
  );

  // A control that vanished (Start became Stop) takes the focus with it: put it back nearby.
  const view = `${recording}:${phase.name}:${answerPath !== null}`;
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) {
      controlsRef.current?.focus();
    }
  }, [view]);

  // A take counts once MediaRecorder really runs: a failed start uses up no retake.
  const onTakesUsedEvent = useEffectEvent(onTakesUsed);
  useEffect(() => {
    if (recording) onTakesUsedEvent(takeRef.current);
  }, [recording]);

  // On opening the question: takes left in the backup by an earlier visit, a reload or a crash.
  const offerBackup = useEffectEvent(async () => {
    const answerTake = takeNumberOf(answerPath);
    let highest = 0;
    let offer: { take: number; blob: Blob } | null = null;
    for (const key of await listRecordings(prefix)) {
      const take = Number(key.slice(prefix.length));
      if (!Number.isInteger(take) || take < 1) continue;
      highest = Math.max(highest, take);
      // The answer's own take (uploaded) or one it replaced: nothing left to save.
      if (take <= answerTake) {
        void deleteRecording(key).catch((error: unknown) =>
          console.error('Failed to clear a backup:', error),
        );
        continue;
      }
      const stored = await loadRecording(key);
      if (stored?.finished && (!offer || take > offer.take)) offer = { take, blob: stored.blob };
    }
    return { highest, offer };
  });
  useEffect(() => {
    let active = true;
    offerBackup().then(
      ({ highest, offer }) => {
        if (!active) return;
        if (highest > 0) onTakesUsedEvent(highest);
        if (offer) {
          setPhase({ name: 'found', ...offer });
          setTakeBlob(offer.blob);
        }
      },
      (error: unknown) => console.error('Failed to read the recording backup:', error),
    );
    return () => {
      active = false;
    };
  }, [prefix]);
  function objectOf(take: number, mimeType: string) {
    const contentType: RecordingContentType =
      contentTypeOf(mimeType) ?? pickRecordingFormat(kind).contentType;
    const extension = contentType.endsWith('mp4') ? 'mp4' : 'webm';
    return {
      contentType,
      objectName: responseMediaObjectName(invitationId, question.id, `${take}.${extension}`),
    };
  }

  /**
   * Stores the take: what the live upload has not sent yet, or, when there is none or it failed,
   * the whole recording (resumable, so a retry or a reload continues where it stopped).
   */
  async function upload(take: number, blob: Blob, live?: LiveUpload) {
    const { contentType, objectName } = objectOf(take, blob.type);
    const controller = new AbortController();
    uploadAbortRef.current = controller;
    setTakeBlob(blob);
    setProgress(0);
    setPhase({ name: 'uploading', take });
    try {
      const onProgress = (sent: number, total: number) =>
        setProgress(total > 0 ? Math.round((sent / total) * 100) : 0);
      let stored = false;
      if (live && !live.failed) {
        try {
          await live.finish({ totalBytes: blob.size, onProgress, signal: controller.signal });
          stored = true;
        } catch (error) {
          if (controller.signal.aborted) return;
          console.warn('The upload during recording failed; uploading the whole recording:', error);
        }
      }
      if (!stored) {
        const { data } = await supabase.auth.getSession();
        if (!data.session) throw new Error('Upload error: you are signed out. Please sign in again.');
        await uploadRecording({
          blob,
          objectName,
          contentType,
          accessToken: data.session.access_token,
          signal: controller.signal,
          onProgress,
          onRetrying: setRetrying,
        });
      }
      if (controller.signal.aborted) return;
      // Storage has it: the backup is no longer needed.
      void deleteRecording(`${prefix}${take}`).catch((error: unknown) =>
        console.error('Failed to clear the backup:', error),
      );
      onAnswerChange(objectName);
      recorder.reset();
      setPhase({ name: 'ready' });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('Failed to upload the recording:', error);
      setPhase({ name: 'failed', take, blob, error: errorText(error) });
    } finally {
      if (!controller.signal.aborted) setRetrying(false);
    }
  }

  async function startTake() {
    if (!media.stream || takesUsed >= MAX_ATTEMPTS_PER_QUESTION) return;
    const take = takesUsed + 1;
    takeRef.current = take;
    liveUploadRef.current?.abort();
    liveUploadRef.current = null;
    liveTakeRef.current = take;
    setTakeBlob(null);
    setRetrying(false);
    // Asked alongside, not before, so the take starts at once; chunks wait for it in order. Without
    // a session the take is still recorded and backed up, and Stop reports the upload error.
    const accessToken = supabase.auth.getSession().then(
      ({ data }) => data.session?.access_token,
      () => undefined,
    );
    await recorder.start(media.stream, {
      // The upload begins with the first chunk, so a take that never starts leaves nothing behind.
      onData: (chunk) => {
        void accessToken.then((token) => {
          if (!token || liveTakeRef.current !== take) return;
          liveUploadRef.current ??= new LiveUpload({
            ...objectOf(take, chunk.type),
            accessToken: token,
            onRetrying: (retrying) => {
              if (liveTakeRef.current === take || stoppingRef.current) setRetrying(retrying);
            },
          });
          liveUploadRef.current.push(chunk);
        });
      },
    });
  }

  async function stopAndUpload() {
    if (stoppingRef.current) return;
    stoppingRef.current = true;
    try {
      const blob = await recorder.stop();
      liveTakeRef.current = 0;
      const live = liveUploadRef.current ?? undefined;
      liveUploadRef.current = null;
      await upload(takeRef.current, blob, live);
    } catch (error) {
      // The recorder shows its own error ('No recording data available. …').
      console.error('Failed to stop the recording:', error);
    } finally {
      stoppingRef.current = false;
    }
  }

  function retake() {
    liveTakeRef.current = 0;
    liveUploadRef.current?.abort();
    liveUploadRef.current = null;
    if (phase.name === 'failed' || phase.name === 'found') {
      void deleteRecording(`${prefix}${phase.take}`).catch((error: unknown) =>
        console.error('Failed to discard the backup:', error),
      );
    }
    recorder.reset();
    onAnswerChange(null);
    setTakeBlob(null);
    setRetrying(false);
    setPhase({ name: 'ready' });
  }

  const retakeButton = retakesLeft > 0 && (
    <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={retake}>
      Retake ({retakesLeft} left)
    </Button>
  );

  return (
    <Stack gap="md">
      {kind === 'video' ? (
        playingBack ? (
          <RecordedTake recording={takeBlob} kind="video" />
        ) : (
          media.stream && (
            <Box pos="relative">
              <video
                ref={attachPreview}
                className={classes.preview}
                autoPlay
                muted
                playsInline
                aria-label="Camera preview"
              />
              {recording && (
                <Badge
                  color="red.9"
                  pos="absolute"
                  top={8}
                  left={8}
                  leftSection={<IconPlayerRecordFilled size={10} />}
                >
                  Recording
                </Badge>
              )}
            </Box>
          )
        )
      ) : (
        <Stack gap="sm">
          <Center py="md">
            <Group gap="sm">
              <ThemeIcon size={48} radius="xl" color={recording ? 'red' : 'gray'} variant="light">
                <IconMicrophone size={26} aria-hidden />
              </ThemeIcon>
              <Text c={recording ? 'red' : 'dimmed'}>{recording ? 'Recording audio…' : 'Audio answer'}</Text>
            </Group>
          </Center>
          {playingBack ? (
            <RecordedTake recording={takeBlob} kind="audio" />
          ) : (
            <MicrophoneLevel stream={media.stream} />
          )}
        </Stack>
      )}

      {media.error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{media.error}</Text>
            <Button size="xs" variant="white" color="red" onClick={media.retry}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      {recorder.error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {recorder.error}
        </Alert>
      )}

      <TimeRemaining id={question.id} seconds={countdown} running={recording} />

      {retrying && (recording || phase.name === 'uploading') && (
        <Alert color="yellow" variant="light" icon={<IconWifiOff aria-hidden />} role="status">
          Your connection has a problem. Your answer is saved on this device and we keep trying to upload it.
        </Alert>
      )}

      <Stack gap="sm" ref={controlsRef} tabIndex={-1} className={classes.stepHeading}>
        {recording ? (
          <Button
            color="red"
            size="md"
            leftSection={<IconPlayerStopFilled size={16} aria-hidden />}
            onClick={() => void stopAndUpload()}
          >
            Stop Recording
          </Button>
        ) : phase.name === 'uploading' ? (
          <Stack gap={6} role="status">
            <Group gap="xs">
              <IconCloudUpload size={18} aria-hidden />
              <Text size="sm">Uploading your response… {progress}%</Text>
            </Group>
            <Progress value={progress} animated aria-label="Upload progress" />
          </Stack>
        ) : phase.name === 'failed' ? (
          <>
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {phase.error}
            </Alert>
            <Group grow preventGrowOverflow={false} wrap="wrap">
              <Button
                leftSection={<IconCloudUpload size={16} aria-hidden />}
                onClick={() => void upload(phase.take, phase.blob)}
              >
                Retry upload
              </Button>
              {retakeButton}
            </Group>
          </>
        ) : phase.name === 'found' ? (
          <>
            <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />}>
              A recording you made earlier for this question has not been uploaded yet.
            </Alert>
            <Group grow preventGrowOverflow={false} wrap="wrap">
              <Button
                leftSection={<IconCloudUpload size={16} aria-hidden />}
                onClick={() => void upload(phase.take, phase.blob)}
              >
                Upload saved recording
              </Button>
              {retakesLeft > 0 && (
                <Button
                  variant="default"
                  leftSection={<IconRefresh size={16} aria-hidden />}
                  onClick={retake}
                >
                  Record a new take
                </Button>
              )}
            </Group>
          </>
        ) : answerPath !== null ? (
          <>
            <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
              Response recorded successfully
            </Alert>
            {retakeButton}
          </>
        ) : (
          <Button
            size="md"
            leftSection={<IconPlayerRecordFilled size={16} aria-hidden />}
            disabled={!media.stream || takesUsed >= MAX_ATTEMPTS_PER_QUESTION}
            onClick={() => void startTake()}
          >
            Start Recording
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
