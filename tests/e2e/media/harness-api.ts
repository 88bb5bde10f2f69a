// The shape of `window.mediaHarness`, the page (harness.ts) through which the media tests drive
// src/media in Chromium. Types only, so both the browser and the Node side can import it.

export type Kind = 'video' | 'audio';

export interface FormatChoice {
  mimeType: string;
  contentType: string;
  extension: string;
}

/** A recording as the tests compare it: size, type and the SHA-256 of its bytes (hex). */
export interface RecordingSummary {
  size: number;
  type: string;
  sha256: string;
}

export interface StoredSummary extends RecordingSummary {
  contentType: string | null;
  finished: boolean;
}

export type UploadOutcome =
  | { status: 'uploaded'; firstProgress: number | null }
  | { status: 'aborted'; bytesSent: number }
  | { status: 'failed'; message: string };

export interface UploadRequest {
  /** The backup key of the recording to upload (read from IndexedDB, so it works after a reload). */
  key: string;
  objectName: string;
  accessToken: string;
  chunkSize?: number;
  /** Aborts through the AbortSignal once this many bytes were sent. */
  abortAfterBytes?: number;
}

/** Where a live upload (LiveUpload) sends the take while it is being recorded. */
export interface LiveUploadRequest {
  objectName: string;
  accessToken: string;
  chunkSize?: number;
}

/** An upload URL tus-js-client keeps in localStorage until its upload succeeds. */
export interface PendingUpload {
  storageKey: string;
  uploadUrl: string | null;
  size: number | null;
}

export interface MediaHarness {
  pickFormat(kind: Kind): FormatChoice | { error: string };
  /**
   * Opens the fake camera (and microphone) and starts a Recorder backed up under `key`; with `live`,
   * its chunks also feed a LiveUpload as they arrive.
   */
  startRecording(kind: Kind, key: string, live?: LiveUploadRequest): Promise<FormatChoice>;
  /** After stopRecording: finishes the take's LiveUpload (its last part and the length). */
  finishLiveUpload(): Promise<UploadOutcome>;
  /** Stops once the take has lasted `minimumMs`, releases the camera, answers the blob's summary. */
  stopRecording(minimumMs: number): Promise<RecordingSummary>;
  /**
   * Stores `base64`'s bytes under `key` as a finished take of type `mimeType`, as Recorder stores
   * MediaRecorder's chunks: a recording made elsewhere (Safari's MP4, made by ffmpeg) for upload.
   */
  storeRecording(key: string, base64: string, mimeType: string): Promise<RecordingSummary>;
  loadStored(key: string): Promise<StoredSummary | null>;
  listStored(prefix: string): Promise<string[]>;
  deleteStored(key: string): Promise<void>;
  upload(request: UploadRequest): Promise<UploadOutcome>;
  pendingUploads(): PendingUpload[];
  /** Renders a component with useMediaStream and useRecorder, as the answer screen uses them. */
  mountRecorderPanel(kind: Kind, key: string): void;
  lastPanelBlob(): RecordingSummary | null;
}
