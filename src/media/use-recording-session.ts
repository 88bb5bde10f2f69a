import { useEffect, useReducer, useRef } from 'react';
import { supabaseAuth } from '@/lib/supabase';
import { LiveUpload } from './live-upload';
import { deleteRecording, listRecordings, loadRecording } from './recording-backup';
import {
  pickRecordingFormat,
  recordingFormatOf,
  type RecordingFormat,
  type RecordingKind,
} from './recording-format';
import { heldTake, IDLE, recordingSessionReducer, type HeldTake } from './recording-session';
import { storeTake, UploadRefused } from './store-take';
import { useRecorder } from './use-recorder';

interface RecordingSessionTexts {
  signedOut: string;
  empty: string;
  /** The text for a failed upload (the uploader's error). */
  uploadFailed: (error: unknown) => string;
}

export interface RecordingSessionOptions {
  kind: RecordingKind;
  bucket: 'responses' | 'resumes';
  /**
   * 'while-recording': a live upload from the first chunk and the rest right after Stop;
   * 'on-request': Stop leaves the take `recorded` until upload() (a preview first).
   */
  upload: 'while-recording' | 'on-request';
  /** The number a new take gets. */
  nextTake: number;
  backupKey: (take: number) => string;
  objectName: (take: number, format: RecordingFormat) => string;
  /** A take whose finished backup is offered as `found`, unless it is `storedObject`; null for none. */
  recover: number | null;
  storedObject?: string | null;
  /** Every other backup under this prefix than `recover`'s and `nextTake`'s is stale and removed. */
  backupFolder?: string;
  texts: RecordingSessionTexts;
  /** A take counts once MediaRecorder really runs: a failed start uses none. */
  onStarted?: (take: number) => void;
  onRecorded?: (held: HeldTake) => void;
  /** After Storage confirmed the take; a rejection's message is shown as the upload's failure. */
  onStored?: (held: HeldTake) => Promise<void> | void;
}

function clearBackup(key: string): void {
  void deleteRecording(key).catch((error: unknown) => console.error('Failed to clear a backup:', error));
}

/**
 * One recording session: the camera's take through MediaRecorder and the IndexedDB backup, the
 * upload (live, whole, resumed), and a take found in the backup after a reload, as the states of
 * recordingSessionReducer. Screens show the state and call start, stop, upload, keep and discard.
 */
export function useRecordingSession(options: RecordingSessionOptions) {
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const [session, dispatch] = useReducer(recordingSessionReducer, IDLE);
  const recorder = useRecorder({
    kind: options.kind,
    backupKey: options.backupKey(options.nextTake),
    onStoppedByItself: () => void stop(),
    onFailed: () => dispatch({ type: 'lost' }),
  });
  const takeRef = useRef(0);
  const nameRef = useRef<{ take: number; objectName: string } | null>(null);
  const stoppingRef = useRef(false);
  const uploadAbortRef = useRef<AbortController | null>(null);
  const liveRef = useRef<LiveUpload | null>(null);
  // The take whose chunks go to the live upload; 0 once it stopped or was dropped.
  const liveTakeRef = useRef(0);

  /** The object of a take, named once: a live upload and the whole upload must agree. */
  function objectNameOf(take: number, format: RecordingFormat): string {
    if (nameRef.current?.take !== take) {
      nameRef.current = { take, objectName: optionsRef.current.objectName(take, format) };
    }
    return nameRef.current.objectName;
  }

  function dropLiveUpload() {
    liveTakeRef.current = 0;
    liveRef.current?.abort();
    liveRef.current = null;
  }

  // Leaving mid-upload stops sending; the backup and the server keep the bytes. A take still being
  // recorded is discarded with its live upload.
  useEffect(
    () => () => {
      uploadAbortRef.current?.abort();
      dropLiveUpload();
    },
    [],
  );

  const { recover, storedObject, backupFolder, nextTake } = options;
  useEffect(() => {
    let active = true;
    const { backupKey, objectName } = optionsRef.current;
    const offer = async () => {
      if (backupFolder !== undefined) {
        const keep = [recover === null ? '' : backupKey(recover), backupKey(nextTake)];
        for (const key of await listRecordings(backupFolder)) if (!keep.includes(key)) clearBackup(key);
      }
      if (recover === null) return;
      const stored = await loadRecording(backupKey(recover));
      const format =
        stored && (recordingFormatOf(stored.mimeType) ?? recordingFormatOf(stored.contentType ?? ''));
      if (!stored?.finished || !format || !active) return;
      const held = { take: recover, blob: stored.blob, format, objectName: objectName(recover, format) };
      // Stored already (the backup outlived the upload): nothing left to save.
      if (held.objectName === storedObject) clearBackup(backupKey(recover));
      else dispatch({ type: 'recovered', held });
    };
    offer().catch((error: unknown) => console.error('Failed to read the recording backup:', error));
    return () => {
      active = false;
    };
  }, [recover, storedObject, backupFolder, nextTake]);

  async function upload(held: HeldTake, live?: LiveUpload) {
    const { bucket, texts, backupKey, onStored } = optionsRef.current;
    const controller = new AbortController();
    uploadAbortRef.current = controller;
    dispatch({ type: 'upload' });
    const fail = (error: string) => {
      if (!controller.signal.aborted) dispatch({ type: 'upload-failed', error });
    };
    try {
      await storeTake({
        held,
        bucket,
        live,
        signal: controller.signal,
        texts,
        onPercent: (percent) => dispatch({ type: 'progress', percent }),
        onRetrying: (retrying) => {
          if (!controller.signal.aborted) dispatch({ type: 'retrying', retrying });
        },
      });
    } catch (error) {
      if (!controller.signal.aborted) console.error('Failed to upload the recording:', error);
      fail(error instanceof UploadRefused ? error.message : texts.uploadFailed(error));
      return;
    }
    if (controller.signal.aborted) return;
    try {
      await onStored?.(held);
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
      return;
    }
    // Storage has it: the backup is no longer needed.
    clearBackup(backupKey(held.take));
    recorder.reset();
    dispatch({ type: 'uploaded' });
  }

  async function start(stream: MediaStream) {
    const take = optionsRef.current.nextTake;
    const live = optionsRef.current.upload === 'while-recording';
    takeRef.current = take;
    nameRef.current = null;
    dropLiveUpload();
    liveTakeRef.current = take;
    // Asked alongside, not before, so the take starts at once; chunks wait for it in order. Without
    // a session the take is still recorded and backed up, and Stop reports the upload error.
    const accessToken = live
      ? supabaseAuth.getSession().then(
          ({ data }) => data.session?.access_token,
          () => undefined,
        )
      : Promise.resolve(undefined);
    const onData = (chunk: Blob) => {
      void accessToken.then((token) => {
        if (!token || liveTakeRef.current !== take) return;
        const format = recordingFormatOf(chunk.type) ?? pickRecordingFormat(optionsRef.current.kind);
        liveRef.current ??= new LiveUpload({
          objectName: objectNameOf(take, format),
          contentType: format.contentType,
          bucket: optionsRef.current.bucket,
          accessToken: token,
          onRetrying: (retrying) => {
            if (liveTakeRef.current === take || stoppingRef.current) dispatch({ type: 'retrying', retrying });
          },
        });
        liveRef.current.push(chunk);
      });
    };
    // The upload begins with the first chunk, so a take that never starts leaves nothing behind.
    if (await recorder.start(stream, live ? { onData } : undefined)) {
      dispatch({ type: 'started', take });
      optionsRef.current.onStarted?.(take);
    }
  }

  async function stop() {
    if (stoppingRef.current) return;
    stoppingRef.current = true;
    dispatch({ type: 'stop' });
    try {
      const blob = await recorder.stop();
      const take = takeRef.current;
      liveTakeRef.current = 0;
      const live = liveRef.current ?? undefined;
      liveRef.current = null;
      const format = recordingFormatOf(blob.type) ?? pickRecordingFormat(optionsRef.current.kind);
      const held = { take, blob, format, objectName: objectNameOf(take, format) };
      dispatch({ type: 'stopped', held });
      optionsRef.current.onRecorded?.(held);
      if (optionsRef.current.upload === 'while-recording') await upload(held, live);
    } catch (error) {
      // The recorder shows its own error ('No recording data available. …').
      console.error('Failed to stop the recording:', error);
      dispatch({ type: 'lost' });
    } finally {
      stoppingRef.current = false;
    }
  }

  const held = heldTake(session);
  return {
    session,
    /** The recorder's own failure (the spec's text), or null. */
    recorderError: recorder.error,
    start,
    stop,
    /** Sends the take in hand (recorded, found or failed). */
    upload: () => {
      if (held && session.name !== 'uploading' && session.name !== 'uploaded') void upload(held);
    },
    /** Takes a found take as recorded (to preview it). */
    keep: () => dispatch({ type: 'kept' }),
    /** Drops the take in hand or running, with its backup, for a new one. */
    discard: () => {
      dropLiveUpload();
      if (held && session.name !== 'uploaded') clearBackup(optionsRef.current.backupKey(held.take));
      recorder.reset();
      dispatch({ type: 'discarded' });
    },
  };
}
