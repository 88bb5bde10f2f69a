import { i18n } from '@/i18n/catalogues';
import { msg } from '@lingui/core/macro';
import { DetailedError, Upload, type PreviousUpload, type UploadOptions } from 'tus-js-client';
import { env } from '@/config/env';
import type { RecordingContentType } from './recording-format';
import type { AnswerFileType } from '#contract/answer-files';

/** The buckets a browser uploads to resumably: recordings, resumes and FILE questions' uploads. */
export type UploadBucket = 'responses' | 'resumes' | 'answer-files' | 'prompt-videos';

/** Supabase's resumable uploads take 6 MB chunks (docs/architecture.md §1). */
const UPLOAD_CHUNK_SIZE = 6 * 1024 * 1024;

/** Back-off between attempts after a failed request; progress resets the count. */
const UPLOAD_RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000];

export interface UploadRecordingOptions {
  blob: Blob;
  /** The object's name in the bucket: `<invitation_id>/<question_id>/<attempt>.webm` for answers. */
  objectName: string;
  /** The plain type; the buckets refuse `;codecs=`. A file answer's is the type its picker claims. */
  contentType: RecordingContentType | AnswerFileType;
  /** The signed-in user's access token: Storage's policies decide as this user. */
  accessToken: string;
  onProgress?: (bytesSent: number, bytesTotal: number) => void;
  /** True when a request failed and is about to be retried, false once a request got through again. */
  onRetrying?: (retrying: boolean) => void;
  /** Aborting keeps what the server has, so the next uploadRecording of the same recording resumes. */
  signal?: AbortSignal;
  /** Only for tests that need several chunks from a short recording. */
  chunkSize?: number;
  bucket?: UploadBucket;
}

/**
 * Uploads a recording straight to Storage with TUS (tus-js-client), retrying with back-off, and
 * resuming an earlier upload of the same recording (after a reload, a dropped connection, an
 * abort) from the offset the server holds: the upload URL stays in localStorage until the upload
 * succeeds. Resolves only once the server has confirmed the whole object. Rejects with
 * 'Upload failed: …' in plain words (toUploadError) once the retries are exhausted or the server
 * refused, and with the signal's reason when aborted.
 */
export function uploadRecording(options: UploadRecordingOptions): Promise<void> {
  const { blob, objectName, onProgress, signal } = options;
  const bucket = options.bucket ?? 'responses';
  const base = resumableUploadOptions({ ...options, bucket });

  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    let settled = false;
    let lastMethod = '';
    const finish = (error?: unknown) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      if (error === undefined) resolve();
      else reject(error);
    };

    const upload = new Upload(blob, {
      ...base,
      uploadDataDuringCreation: true,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      // tus-js-client's browser fingerprint uses File fields a Blob lacks, so two recordings of the
      // same size would share one; this one is the same for the same recording after a reload.
      fingerprint: () => fingerprintOf(blob, bucket, objectName),
      onAfterResponse: (request) => {
        lastMethod = request.getMethod();
      },
      onProgress: (sent, total) => onProgress?.(sent, total),
      onSuccess: () => {
        options.onRetrying?.(false);
        if (lastMethod !== 'HEAD') {
          finish();
          return;
        }
        // Success straight from a HEAD means the server held every byte of an earlier attempt,
        // which is not proof the object was stored (its final request may have been refused).
        void storedSize(bucket, objectName, options.accessToken).then(
          (size) =>
            finish(
              size === blob.size
                ? undefined
                : uploadFailed(
                    i18n._(msg`The recording was not stored. It is kept on this device; please try again.`),
                  ),
            ),
          (error: unknown) => finish(toUploadError(error)),
        );
      },
      onError: (error) => {
        options.onRetrying?.(false);
        finish(toUploadError(error));
      },
    });

    function onAbort() {
      // Without terminate: the server keeps the bytes it has for the next attempt.
      void upload.abort();
      finish(abortReason(signal));
    }
    signal?.addEventListener('abort', onAbort, { once: true });

    upload.findPreviousUploads().then(
      (previous) => {
        if (settled) return;
        const latest = newest(previous);
        if (latest) upload.resumeFromPreviousUpload(latest);
        upload.start();
      },
      // No url storage (blocked localStorage): upload from the start.
      () => {
        if (!settled) upload.start();
      },
    );
  });
}

/**
 * What every resumable upload of a recording sends, whole (uploadRecording) or while recording
 * (LiveUpload): Supabase's TUS endpoint, the caller's token (Storage's policies decide as this
 * user), upsert, the chunk size, and retries with back-off.
 */
export function resumableUploadOptions(options: {
  accessToken: string;
  bucket: UploadBucket;
  objectName: string;
  contentType: RecordingContentType | AnswerFileType;
  chunkSize?: number;
  onRetrying?: (retrying: boolean) => void;
}): UploadOptions {
  return {
    endpoint: `${env.supabaseUrl}/storage/v1/upload/resumable`,
    headers: {
      authorization: `Bearer ${options.accessToken}`,
      apikey: env.supabasePublishableKey,
      // A retake of the same attempt file, or a resumed upload that finished unseen, replaces it.
      'x-upsert': 'true',
    },
    chunkSize: options.chunkSize ?? UPLOAD_CHUNK_SIZE,
    retryDelays: UPLOAD_RETRY_DELAYS,
    metadata: {
      bucketName: options.bucket,
      objectName: options.objectName,
      contentType: options.contentType,
      cacheControl: '3600',
    },
    // Retry 409/423 and everything but other 4xx (a refusal stays a refusal), also while the
    // browser reports itself offline: the back-off outlasts a short drop. tus-js-client asks only
    // while retries are left, so this is also the moment to tell the user the connection struggles.
    onShouldRetry: (error) => {
      const status = error.originalResponse?.getStatus() ?? 0;
      const retry = status < 400 || status >= 500 || status === 409 || status === 423;
      if (retry) options.onRetrying?.(true);
      return retry;
    },
    onChunkComplete: () => options.onRetrying?.(false),
  };
}

/**
 * Why an upload failed, as a sentence for the user: never a response body (JSON, a database
 * message) or tus-js-client's message (request dumps, '[object ProgressEvent]').
 */
export function uploadFailureSentence(error: unknown): string {
  const status = error instanceof DetailedError ? (error.originalResponse?.getStatus() ?? 0) : 0;
  // In the page's language when the upload fails: the screens show the error's message as it is.
  if (status === 0) {
    return i18n._(
      msg`The connection to the server was lost. The recording is kept on this device; please try again.`,
    );
  }
  if (status >= 500) {
    return i18n._(
      msg`The server could not store the recording (error ${status}). It is kept on this device; please try again.`,
    );
  }
  if (status === 401) return i18n._(msg`Your session has expired. Please sign in again.`);
  if (status === 413) return i18n._(msg`The recording is too large for the server.`);
  return i18n._(msg`The server refused the recording (error ${status}).`);
}

/** The spec's 'Upload failed: …' (§8), with the reason in plain words. */
export function toUploadError(error: unknown): Error {
  return uploadFailed(uploadFailureSentence(error), error);
}

function uploadFailed(reason: string, cause?: unknown): Error {
  return new Error(i18n._(msg`Upload failed: ${reason}`), { cause });
}

function abortReason(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException('The upload was aborted', 'AbortError');
}

function newest(uploads: PreviousUpload[]): PreviousUpload | undefined {
  return uploads.reduce<PreviousUpload | undefined>(
    (latest, upload) =>
      !latest || Date.parse(upload.creationTime) > Date.parse(latest.creationTime) ? upload : latest,
    undefined,
  );
}

/**
 * Bucket, name and size, plus a digest of the recording's last 64 KB where Web Crypto exists: the
 * same recording always gives the same fingerprint, while a new take of equal size under the same
 * name does not resume the old take's upload.
 */
async function fingerprintOf(blob: Blob, bucket: string, objectName: string): Promise<string> {
  let digest = '';
  if (globalThis.crypto?.subtle) {
    const tail = await blob.slice(Math.max(0, blob.size - 65536)).arrayBuffer();
    const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', tail));
    digest = Array.from(hash.subarray(0, 8), (byte) => byte.toString(16).padStart(2, '0')).join('');
  }
  return ['recording', bucket, objectName, blob.size, digest].join(':');
}

/** The size Storage reports for the stored object, read as the uploader; null when it has none. */
async function storedSize(bucket: string, objectName: string, accessToken: string): Promise<number | null> {
  const path = objectName.split('/').map(encodeURIComponent).join('/');
  const response = await fetch(`${env.supabaseUrl}/storage/v1/object/authenticated/${bucket}/${path}`, {
    method: 'HEAD',
    headers: { authorization: `Bearer ${accessToken}`, apikey: env.supabasePublishableKey },
    cache: 'no-store',
  });
  if (!response.ok) return null;
  return Number(response.headers.get('content-length'));
}
