import { Upload } from 'tus-js-client';
import type { RecordingContentType } from './recording-format';
import { resumableUploadOptions, toUploadError } from './upload-recording';

export interface LiveUploadOptions {
  /** The object's name in the bucket, as for uploadRecording. */
  objectName: string;
  contentType: RecordingContentType;
  accessToken: string;
  bucket?: 'responses' | 'resumes';
  /** Only for tests that need several chunks from a short recording. */
  chunkSize?: number;
  /** True when a request failed and is about to be retried, false once a request got through again. */
  onRetrying?: (retrying: boolean) => void;
}

export interface FinishLiveUploadOptions {
  /** The whole recording's size, for progress: the server learns it only with the last chunk. */
  totalBytes: number;
  onProgress?: (bytesSent: number, bytesTotal: number) => void;
  /** Aborting drops the upload; the recording stays in the backup for a whole upload later. */
  signal?: AbortSignal;
}

/**
 * Uploads a recording while it is being made: a TUS upload of deferred length (tus-js-client's
 * `uploadLengthDeferred`) fed by MediaRecorder's chunks through a stream, sending each full
 * upload chunk (6 MB) as soon as it is recorded, so that after Stop only the last part is left.
 * It is an optimisation, never the only copy: the IndexedDB backup keeps the take, and a live
 * upload that fails (a refusal, retries exhausted, a server without deferred lengths) is replaced
 * by a whole upload of the finished recording (uploadRecording). It is not resumed after a
 * reload: the stream is gone, and the backup is uploaded whole instead.
 */
export class LiveUpload {
  private readonly upload: Upload;
  private readonly outcome: Promise<void>;
  private controller!: ReadableStreamDefaultController<Blob>;
  private progress: ((bytesSent: number) => void) | null = null;
  private closed = false;
  private failure: unknown = null;
  private settle: (error?: unknown) => void = () => undefined;

  constructor(options: LiveUploadOptions) {
    const stream = new ReadableStream<Blob>({
      start: (controller) => {
        this.controller = controller;
      },
    });
    this.outcome = new Promise<void>((resolve, reject) => {
      this.settle = (error) => (error === undefined ? resolve() : reject(error));
    });
    // Nobody may be waiting yet when it fails mid-recording; finish() reports it.
    this.outcome.catch(() => undefined);

    this.upload = new Upload(stream.getReader(), {
      ...resumableUploadOptions({ ...options, bucket: options.bucket ?? 'responses' }),
      uploadLengthDeferred: true,
      // A stream cannot be read again after a reload: nothing to resume from.
      storeFingerprintForResuming: false,
      onProgress: (sent) => this.progress?.(sent),
      onSuccess: () => {
        options.onRetrying?.(false);
        this.settle();
      },
      onError: (error) => {
        options.onRetrying?.(false);
        this.failure = error;
        this.settle(toUploadError(error));
      },
    });
    this.upload.start();
  }

  /** True once the upload has failed for good: finish() will reject, so upload the recording whole. */
  get failed(): boolean {
    return this.failure !== null;
  }

  /** Hands over the next chunk of the recording, in recording order. */
  push(chunk: Blob): void {
    if (this.closed || this.failed || chunk.size === 0) return;
    this.controller.enqueue(chunk);
  }

  /**
   * Says the recording ended and resolves once the server has confirmed the whole object (its last
   * request carries the length). Rejects with the spec's 'Upload failed: …' when the upload failed, and with the signal's reason when aborted (the upload is then dropped).
   */
  finish({ totalBytes, onProgress, signal }: FinishLiveUploadOptions): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      this.controller.close();
    }
    this.progress = (sent) => onProgress?.(Math.min(sent, totalBytes), totalBytes);
    if (!signal) return this.outcome;
    if (signal.aborted) {
      this.abort();
      return Promise.reject(signal.reason);
    }
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        this.abort();
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.outcome.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  /** Drops the upload and asks the server to delete what it has (a discarded or replaced take). */
  abort(): void {
    if (!this.closed) {
      this.closed = true;
      this.controller.close();
    }
    const aborted = new DOMException('The upload was aborted', 'AbortError');
    this.failure ??= aborted;
    this.settle(aborted);
    void this.upload.abort(true).catch(() => undefined);
  }
}
