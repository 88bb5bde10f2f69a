// The Storage API as the worker uses it, with the secret key: recordings are read from and
// renditions written to their buckets over HTTP, streamed to and from files, so a long recording
// never sits whole in memory.
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

const STORAGE_TIMEOUT_MS = 120_000;

export interface StorageApi {
  /** Writes the object to `file`; throws StorageError when Storage does not hold it or fails. */
  download(bucket: string, name: string, file: string): Promise<void>;
  /** Stores `file` as the object (replacing one of the same name). */
  upload(bucket: string, name: string, file: string, contentType: string): Promise<void>;
  /** Removes the objects; names Storage does not hold are skipped. */
  remove(bucket: string, names: readonly string[]): Promise<void>;
}

export class StorageError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

/** fetch, with a network failure (Storage unreachable, timed out) as a StorageError too. */
async function reach(what: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw new StorageError(
      `Storage could not be reached for ${what}: ${error instanceof Error ? error.message : String(error)}`,
      undefined,
    );
  }
}

function objectPath(bucket: string, name: string): string {
  return `${encodeURIComponent(bucket)}/${name.split('/').map(encodeURIComponent).join('/')}`;
}

async function failure(what: string, response: Response): Promise<StorageError> {
  const detail = (await response.text().catch(() => '')).slice(0, 300);
  return new StorageError(`Storage answered ${response.status} to ${what}: ${detail}`, response.status);
}

export function createStorageApi(supabaseUrl: string, secretKey: string): StorageApi {
  const base = `${supabaseUrl.replace(/\/$/, '')}/storage/v1/object`;
  const headers = { apikey: secretKey, authorization: `Bearer ${secretKey}` };

  return {
    async download(bucket, name, file) {
      const response = await reach(
        `reading ${bucket}/${name}`,
        `${base}/authenticated/${objectPath(bucket, name)}`,
        {
          headers,
          signal: AbortSignal.timeout(STORAGE_TIMEOUT_MS),
        },
      );
      if (!response.ok || !response.body) throw await failure(`reading ${bucket}/${name}`, response);
      // fetch's body is the web ReadableStream Node's stream/web implements; the DOM and Node typings differ.
      await pipeline(
        Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>),
        createWriteStream(file),
      );
    },

    async upload(bucket, name, file, contentType) {
      const { size } = await stat(file);
      const response = await reach(`storing ${bucket}/${name}`, `${base}/${objectPath(bucket, name)}`, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': contentType,
          'content-length': String(size),
          'x-upsert': 'true',
          'cache-control': 'max-age=3600',
        },
        body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
        duplex: 'half',
        signal: AbortSignal.timeout(STORAGE_TIMEOUT_MS),
      } as RequestInit);
      if (!response.ok) throw await failure(`storing ${bucket}/${name}`, response);
    },

    async remove(bucket, names) {
      if (names.length === 0) return;
      const response = await reach(`removing from ${bucket}`, `${base}/${encodeURIComponent(bucket)}`, {
        method: 'DELETE',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ prefixes: names }),
        signal: AbortSignal.timeout(STORAGE_TIMEOUT_MS),
      });
      if (!response.ok) throw await failure(`removing from ${bucket}`, response);
    },
  };
}
