import { appendChunk, deleteRecording, markFinished } from './recording-backup';
import { RECORDING_ERRORS } from './recording-errors';
import { pickRecordingFormat, type RecordingFormat, type RecordingKind } from './recording-format';

/** docs/product.md §9: MediaRecorder hands over data every second, so a crash loses at most a second. */
const CHUNK_INTERVAL_MS = 1000;

// docs/product.md §9's recording rates: a minute of video is about 8 MB, small enough for a phone's uplink.
const VIDEO_BITS_PER_SECOND = 1_000_000;
const AUDIO_BITS_PER_SECOND = 128_000;

type Phase = 'new' | 'starting' | 'recording' | 'ended';

export interface RecorderStartOptions {
  /** Each chunk as it arrives (after it was handed to the backup), e.g. for a LiveUpload. */
  onData?: (chunk: Blob) => void;
}

function abortError(): DOMException {
  return new DOMException('The recording was discarded', 'AbortError');
}

/**
 * One take: MediaRecorder in the spec's format, each chunk also written to the IndexedDB backup
 * under `backupKey` as it arrives. Use a new Recorder per take.
 */
export class Recorder {
  /** The format being recorded, once started. */
  format: RecordingFormat | null = null;
  /** Set when the backup could not be written (storage full, private mode): the take goes on in memory. */
  backupError: unknown = null;
  /** True once stop() was called; a take that ended without it stopped by itself (a device went away). */
  stopRequested = false;

  private phase: Phase = 'new';
  private mediaRecorder: MediaRecorder | null = null;
  private backupKey = '';
  private chunks: Blob[] = [];
  private backupWrites: Promise<void>[] = [];
  private discarded = false;
  private kept = false;
  private result: Promise<Blob> | null = null;

  /** True from start() until the take ends: a second start must wait. */
  get isActive(): boolean {
    return this.phase === 'starting' || this.phase === 'recording';
  }

  /**
   * Starts recording `stream` (its audio tracks only for 'audio') and resolves once MediaRecorder
   * runs. Rejects with the spec's 'No supported video recording format found' or 'Failed to start
   * recording. Please check your camera and microphone.' (an AbortError when discarded meanwhile).
   * An earlier take stored under the same key is replaced.
   */
  async start(
    stream: MediaStream,
    kind: RecordingKind,
    backupKey: string,
    options: RecorderStartOptions = {},
  ): Promise<void> {
    if (this.phase !== 'new')
      throw new Error('This recorder has already been started; use a new one per take');
    this.phase = 'starting';
    try {
      await this.begin(stream, kind, backupKey, options);
      this.phase = 'recording';
    } catch (error) {
      this.phase = 'ended';
      if (this.mediaRecorder?.state !== 'inactive') this.mediaRecorder?.stop();
      throw error;
    }
  }

  /**
   * Stops and resolves with the whole recording once the backup holds it as finished. Rejects with
   * 'No recording data available. Please try recording again.' when nothing was recorded, and with
   * 'Recording error occurred. Please try again.' when the recorder failed mid-way. Calling it
   * again (or after the recorder stopped by itself) answers the same result.
   */
  stop(): Promise<Blob> {
    this.stopRequested = true;
    if (!this.mediaRecorder || !this.result) return Promise.reject(new Error(RECORDING_ERRORS.noData));
    if (this.mediaRecorder.state !== 'inactive') this.mediaRecorder.stop();
    return this.result;
  }

  /** Settles when the take ends, whether stop() was called or the recorder stopped by itself. */
  whenStopped(): Promise<Blob> {
    return this.result ?? Promise.reject(new Error(RECORDING_ERRORS.noData));
  }

  /**
   * Drops a take that is starting or running, with its backup (leaving the question, a reset).
   * A take that already stopped with its recording is kept: its backup waits for the upload.
   */
  discard(): void {
    if (this.discarded || this.kept) return;
    this.discarded = true;
    this.chunks = [];
    if (this.mediaRecorder && this.mediaRecorder.state !== 'inactive') this.mediaRecorder.stop();
    // Queued now, so it runs before anything a later take under the same key writes.
    if (this.backupKey) void deleteRecording(this.backupKey).catch(this.noteBackupError);
  }

  private async begin(
    stream: MediaStream,
    kind: RecordingKind,
    backupKey: string,
    { onData }: RecorderStartOptions,
  ): Promise<void> {
    const format = pickRecordingFormat(kind);
    const tracks = kind === 'audio' ? stream.getAudioTracks() : stream.getTracks();
    if (tracks.length === 0 || tracks.some((track) => track.readyState === 'ended')) {
      throw new Error(RECORDING_ERRORS.startFailed);
    }
    this.backupKey = backupKey;
    await deleteRecording(backupKey).catch(this.noteBackupError);
    if (this.discarded) throw abortError();

    let mediaRecorder: MediaRecorder;
    try {
      mediaRecorder = new MediaRecorder(kind === 'audio' ? new MediaStream(tracks) : stream, {
        mimeType: format.mimeType,
        audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
        ...(kind === 'video' ? { videoBitsPerSecond: VIDEO_BITS_PER_SECOND } : {}),
      });
    } catch (cause) {
      throw new Error(RECORDING_ERRORS.startFailed, { cause });
    }
    this.mediaRecorder = mediaRecorder;
    this.format = format;

    mediaRecorder.ondataavailable = (event) => {
      if (this.discarded || event.data.size === 0) return;
      this.chunks.push(event.data);
      this.backupWrites.push(appendChunk(backupKey, event.data).catch(this.noteBackupError));
      onData?.(event.data);
    };

    let failure: Error | null = null;
    this.result = new Promise<Blob>((resolve, reject) => {
      mediaRecorder.onerror = (event) => {
        const cause = (event as Event & { error?: unknown }).error ?? event;
        failure = new Error(RECORDING_ERRORS.interrupted, { cause });
      };
      // 'stop' follows the last 'dataavailable', so every chunk is in hand here.
      mediaRecorder.onstop = () => {
        this.phase = 'ended';
        if (this.discarded) reject(abortError());
        else if (failure) reject(failure);
        else resolve(this.finish(mediaRecorder.mimeType || format.mimeType));
      };
    });
    // Nobody may be waiting when a take fails on its own; the caller hears of it through stop().
    this.result.catch(() => undefined);

    await new Promise<void>((resolve, reject) => {
      mediaRecorder.onstart = () => resolve();
      // Stopped (an error, a discard) before it ever started.
      this.result?.then(
        () => reject(new Error(RECORDING_ERRORS.startFailed)),
        (cause: unknown) =>
          reject(this.discarded ? abortError() : new Error(RECORDING_ERRORS.startFailed, { cause })),
      );
      try {
        mediaRecorder.start(CHUNK_INTERVAL_MS);
      } catch (cause) {
        reject(new Error(RECORDING_ERRORS.startFailed, { cause }));
      }
    });
  }

  private async finish(mimeType: string): Promise<Blob> {
    const blob = new Blob(this.chunks, { type: mimeType });
    if (blob.size === 0) {
      await deleteRecording(this.backupKey).catch(this.noteBackupError);
      throw new Error(RECORDING_ERRORS.noData);
    }
    this.kept = true;
    // "Finished" is only ever said of a complete copy: a lost chunk would make an unplayable file.
    await Promise.all(this.backupWrites);
    const contentType = this.format?.contentType;
    if (contentType && this.backupError === null) {
      await markFinished(this.backupKey, { mimeType, contentType }).catch(this.noteBackupError);
    }
    return blob;
  }

  private noteBackupError = (error: unknown): void => {
    this.backupError ??= error;
    console.warn('The recording backup could not be written; the take is kept in memory only', error);
  };
}
