import { useCallback, useEffect, useRef, useState } from 'react';
import { Recorder, type RecorderStartOptions } from './recorder';
import { errorMessage, RECORDING_ERRORS } from './recording-errors';
import type { RecordingFormat, RecordingKind } from './recording-format';

type RecorderState = 'idle' | 'recording' | 'stopped';

export interface UseRecorder {
  state: RecorderState;
  /**
   * Starts a take of `stream`; true once MediaRecorder runs. Never rejects: a failure shows in
   * `error`, the state stays idle and it answers false.
   */
  start: (stream: MediaStream, options?: RecorderStartOptions) => Promise<boolean>;
  /** Stops and resolves with the recording (already marked finished in the backup); rejects (and sets `error`) when empty. */
  stop: () => Promise<Blob>;
  /** Back to idle for a new take; a take still running is dropped with its backup. */
  reset: () => void;
  /** The spec's text of the last failure, or null. */
  error: string | null;
  /** The format of the current take (contentType and extension for the upload), or null before one. */
  format: RecordingFormat | null;
}

/**
 * The recorder of one question's answer. The backup under `backupKey` outlives the hook: the screen
 * deletes it (deleteRecording) once the server confirmed the upload.
 */
export function useRecorder({
  kind,
  backupKey,
  onStoppedByItself,
  onFailed,
}: {
  kind: RecordingKind;
  backupKey: string;
  /**
   * The take ended without stop() (its camera or microphone went away) and holds a recording: the
   * screen keeps it as Stop would (stop() answers the same recording), rather than let it vanish.
   */
  onStoppedByItself?: () => void;
  /** The running take failed and holds nothing (`error` says why); the state is idle again. */
  onFailed?: () => void;
}): UseRecorder {
  const recorderRef = useRef<Recorder | null>(null);
  const onStoppedByItselfRef = useRef(onStoppedByItself);
  const onFailedRef = useRef(onFailed);
  useEffect(() => {
    onStoppedByItselfRef.current = onStoppedByItself;
    onFailedRef.current = onFailed;
  });
  const [state, setState] = useState<RecorderState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [format, setFormat] = useState<RecordingFormat | null>(null);

  const start = useCallback(
    async (stream: MediaStream, options?: RecorderStartOptions) => {
      // A take is starting or running (a double click): one at a time.
      if (recorderRef.current?.isActive) return false;
      const recorder = new Recorder();
      recorderRef.current = recorder;
      setError(null);
      try {
        await recorder.start(stream, kind, backupKey, options);
      } catch (cause) {
        if (recorderRef.current === recorder) {
          recorderRef.current = null;
          setError(errorMessage(cause, RECORDING_ERRORS.startFailed));
        }
        return false;
      }
      // Reset or unmounted while MediaRecorder was starting (discard() already ran).
      if (recorderRef.current !== recorder) return false;
      setFormat(recorder.format);
      setState('recording');
      // Also covers the recorder stopping by itself (a device unplugged, an encoder failure).
      recorder.whenStopped().then(
        () => {
          if (recorderRef.current !== recorder) return;
          setState('stopped');
          if (!recorder.stopRequested) onStoppedByItselfRef.current?.();
        },
        (cause: unknown) => {
          if (
            recorderRef.current !== recorder ||
            (cause instanceof DOMException && cause.name === 'AbortError')
          ) {
            return;
          }
          recorderRef.current = null;
          setError(errorMessage(cause, RECORDING_ERRORS.noData));
          setState('idle');
          onFailedRef.current?.();
        },
      );
      return true;
    },
    [kind, backupKey],
  );

  const stop = useCallback(async () => {
    const recorder = recorderRef.current;
    if (!recorder) {
      setError(RECORDING_ERRORS.noData);
      throw new Error(RECORDING_ERRORS.noData);
    }
    try {
      const blob = await recorder.stop();
      if (recorderRef.current === recorder) setState('stopped');
      return blob;
    } catch (cause) {
      if (recorderRef.current === recorder) setError(errorMessage(cause, RECORDING_ERRORS.noData));
      throw cause;
    }
  }, []);

  const reset = useCallback(() => {
    recorderRef.current?.discard();
    recorderRef.current = null;
    setState('idle');
    setError(null);
  }, []);

  // Leaving the question mid-take releases MediaRecorder; a stopped take's backup stays for upload.
  useEffect(
    () => () => {
      recorderRef.current?.discard();
      recorderRef.current = null;
    },
    [],
  );

  return { state, start, stop, reset, error, format };
}
