import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, writeFile, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Upload } from 'tus-js-client';
import type { StackConfig } from '../local/stack/config.ts';

export interface UploadFigure {
  what: string;
  megabytes: number;
  seconds: number;
  megabytesPerSecond: number;
}

const CHUNK_SIZE = 6 * 1024 * 1024;

/** A resumable upload as the app makes one (tus-js-client, 6 MB chunks) into the resumes bucket. */
function tusUpload(config: StackConfig, body: Buffer, candidate: { id: string; accessToken: string }) {
  return new Promise<void>((resolve, reject) => {
    const upload = new Upload(body, {
      endpoint: `${config.supabaseUrl}/storage/v1/upload/resumable`,
      headers: {
        authorization: `Bearer ${candidate.accessToken}`,
        apikey: config.publishableKey,
        'x-upsert': 'true',
      },
      chunkSize: CHUNK_SIZE,
      uploadDataDuringCreation: true,
      metadata: {
        bucketName: 'resumes',
        objectName: `${candidate.id}/bench-upload.webm`,
        contentType: 'video/webm',
      },
      onSuccess: () => resolve(),
      onError: reject,
    });
    upload.start();
  });
}

/** The floor: one HTTP PUT of the same bytes over loopback into a file, nothing else. */
async function loopbackCopy(body: Buffer, directory: string): Promise<void> {
  const server = createServer((request, response) => {
    void pipeline(request, createWriteStream(join(directory, 'loopback-copy'))).then(
      () => response.end('ok'),
      (error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('The loopback server has no port');
    const response = await fetch(`http://127.0.0.1:${address.port}/`, { method: 'PUT', body });
    if (!response.ok) throw new Error(`The loopback copy failed: ${await response.text()}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

async function timed(what: string, bytes: number, run: () => Promise<void>): Promise<UploadFigure> {
  const started = performance.now();
  await run();
  const seconds = (performance.now() - started) / 1000;
  const megabytes = bytes / (1024 * 1024);
  return { what, megabytes, seconds, megabytesPerSecond: megabytes / seconds };
}

export async function measureUpload(
  config: StackConfig,
  scratch: string,
  bytes: number,
  candidate: { id: string; accessToken: string },
): Promise<UploadFigure[]> {
  await mkdir(scratch, { recursive: true });
  const file = join(scratch, 'upload-source');
  await writeFile(file, randomBytes(bytes));
  const body = await readFile(file);
  try {
    return [
      await timed('Plain loopback copy (one HTTP PUT into a file)', bytes, () => loopbackCopy(body, scratch)),
      await timed('Resumable upload (TUS, 6 MB chunks, through the gateway)', bytes, () =>
        tusUpload(config, body, candidate),
      ),
    ];
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
