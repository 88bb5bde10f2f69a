import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, RECORDING_ERRORS } from './recording-errors';
import { pickRecordingFormat } from './recording-format';

type PracticeState = { name: 'idle' } | { name: 'recording' } | { name: 'recorded'; take: Blob };

export interface UsePracticeRecorder {
  state: PracticeState;
  error: string | null;
  start: (stream: MediaStream) => void;
  stop: () => void;
  /** Drops the take: nothing of it is kept anywhere. */
  reset: () => void;
}

/**
 * The practice answer's recorder (issue #19 item 1): MediaRecorder into memory only. Unlike an
 * answer's take it has no IndexedDB backup, no upload and no storage object; the take is a Blob of
 * this page, gone when the candidate records again, moves on or closes the tab.
 */
export function usePracticeRecorder(): UsePracticeRecorder {
  const [state, setState] = useState<PracticeState>({ name: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);

  const start = useCallback((stream: MediaStream) => {
    if (recorderRef.current) return;
    setError(null);
    try {
      const format = pickRecordingFormat('video');
      const recorder = new MediaRecorder(stream, { mimeType: format.mimeType });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.onstop = () => {
        if (recorderRef.current !== recorder) return;
        recorderRef.current = null;
        if (chunks.length === 0) {
          setError(RECORDING_ERRORS.noData);
          setState({ name: 'idle' });
          return;
        }
        setState({ name: 'recorded', take: new Blob(chunks, { type: format.contentType }) });
      };
      recorder.start(1000);
      recorderRef.current = recorder;
      setState({ name: 'recording' });
    } catch (cause) {
      setError(errorMessage(cause, RECORDING_ERRORS.startFailed));
    }
  }, []);

  const stop = useCallback(() => {
    if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
  }, []);

  const reset = useCallback(() => {
    const recorder = recorderRef.current;
    recorderRef.current = null;
    if (recorder?.state === 'recording') recorder.stop();
    setState({ name: 'idle' });
  }, []);

  // Leaving mid-take stops the recorder; what it held is dropped with the component.
  useEffect(
    () => () => {
      const recorder = recorderRef.current;
      recorderRef.current = null;
      if (recorder?.state === 'recording') recorder.stop();
    },
    [],
  );

  return { state, error, start, stop, reset };
}
