import { readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { DetailedError, Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestUser, type TestUser } from '../support/users.ts';
import {
  anythingStoredFor,
  CHUNK_SIZE,
  config,
  fileOfUpload,
  MemoryUrlStorage,
  objectRows,
  openDatabase,
  present,
  randomVideo,
  resumeName,
  sha256,
  single,
  storedFile,
  supabaseAs,
  tusHeaders,
  tusUpload,
  uploadWithTus,
  type Database,
} from './storage-fixtures.ts';

let sql: Database;
let candidate: TestUser;
let otherCandidate: TestUser;

beforeAll(async () => {
  sql = openDatabase();
  [candidate, otherCandidate] = await Promise.all([createTestUser(config), createTestUser(config)]);
});

afterAll(async () => {
  await sql.end();
});

/** Starts a tus upload and aborts it as soon as its first chunk is stored; answers its URL. */
function uploadFirstChunkOnly(file: Buffer, name: string, urlStorage: MemoryUrlStorage) {
  return new Promise<string>((resolve, reject) => {
    const upload = tusUpload(
      file,
      {
        bucket: 'resumes',
        name,
        bearer: candidate.accessToken,
        urlStorage,
        onChunkComplete: (self) => void self.abort().then(() => resolve(self.url ?? '')),
      },
      { onSuccess: () => reject(new Error('the upload finished before it was cut')), onError: reject },
    );
    upload.start();
  });
}

/**
 * Sends the next chunk as a TUS PATCH but hangs up after `bytes` of it, once the server has
 * started to store them: the connection dies in the middle of a chunk, as when a phone loses its
 * network.
 */
async function patchAndHangUp(url: string, offset: number, chunk: Buffer, bytes: number): Promise<void> {
  const req = request(url, {
    method: 'PATCH',
    headers: {
      ...tusHeaders(candidate.accessToken),
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      'content-length': String(chunk.length),
    },
  });
  const closed = new Promise<void>((resolve) => req.on('close', () => resolve()));
  req.on('error', () => {});
  req.write(chunk.subarray(0, bytes));
  const file = fileOfUpload(url);
  await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(offset), {
    timeout: 10_000,
    interval: 10,
  });
  req.destroy();
  await closed;
}

function rejection(promise: Promise<unknown>): Promise<DetailedError> {
  return promise.then(
    () => {
      throw new Error('expected the upload to be refused');
    },
    (error: unknown) => {
      if (!(error instanceof DetailedError)) throw error;
      return error;
    },
  );
}

describe('resumable (TUS) uploads to /storage/v1/upload/resumable', () => {
  it('resumes an upload cut off half-way and stores exactly the source bytes under one row', async () => {
    const source = randomVideo(13 * 1024 * 1024);
    const name = resumeName(candidate);
    const urlStorage = new MemoryUrlStorage();

    const uploadUrl = await uploadFirstChunkOnly(source, name, urlStorage);
    expect(uploadUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/storage\/v1\/upload\/resumable\/[A-Za-z0-9_-]+$/);
    const secondChunk = source.subarray(CHUNK_SIZE, 2 * CHUNK_SIZE);
    await patchAndHangUp(uploadUrl, CHUNK_SIZE, secondChunk, 2 * 1024 * 1024 + 12345);

    // The server kept what it received, has no object row yet, and tells its owner where to go on.
    const head = await fetch(uploadUrl, {
      method: 'HEAD',
      headers: { ...tusHeaders(candidate.accessToken), 'tus-resumable': '1.0.0' },
    });
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(CHUNK_SIZE);
    expect(offset).toBeLessThan(2 * CHUNK_SIZE);
    expect(head.headers.get('upload-length')).toBe(String(source.length));
    expect(await objectRows(sql, 'resumes', name)).toHaveLength(0);

    // Someone else cannot see or continue it.
    const strangerHead = await fetch(uploadUrl, {
      method: 'HEAD',
      headers: { ...tusHeaders(otherCandidate.accessToken), 'tus-resumable': '1.0.0' },
    });
    expect(strangerHead.status).toBe(404);

    // A new Upload finds the cut one and finishes it.
    const resumed = await new Promise<Upload>((resolve, reject) => {
      const upload = tusUpload(
        source,
        { bucket: 'resumes', name, bearer: candidate.accessToken, urlStorage },
        { onSuccess: () => resolve(upload), onError: reject },
      );
      void upload.findPreviousUploads().then((previous) => {
        expect(previous).toHaveLength(1);
        upload.resumeFromPreviousUpload(present(previous[0]));
        upload.start();
      }, reject);
    });
    expect(resumed.url).toBe(uploadUrl);

    const row = single(await objectRows(sql, 'resumes', name));
    expect(row.owner_id).toBe(candidate.id);
    expect(row.metadata).toMatchObject({
      size: source.length,
      mimetype: 'video/webm',
      cacheControl: 'max-age=3600',
    });
    expect(sha256(readFileSync(storedFile('resumes', name, row.version)))).toBe(sha256(source));
  });

  it('serves a finished upload through a signed URL, with byte ranges', async () => {
    const source = randomVideo(7 * 1024 * 1024);
    const name = resumeName(candidate);
    await uploadWithTus(source, { bucket: 'resumes', name, bearer: candidate.accessToken });

    const { data, error } = await supabaseAs(candidate).storage.from('resumes').createSignedUrl(name, 60);
    expect(error).toBeNull();
    const signedUrl = present(data).signedUrl;

    const whole = await fetch(signedUrl);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(sha256(new Uint8Array(await whole.arrayBuffer()))).toBe(sha256(source));

    const part = await fetch(signedUrl, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${source.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(source.subarray(100, 200))).toBe(true);
  });

  it("refuses an upload into another user's resumes folder with the policy's 403, keeping nothing", async () => {
    const name = resumeName(otherCandidate);
    const error = await rejection(
      uploadWithTus(randomVideo(1024 * 1024), { bucket: 'resumes', name, bearer: candidate.accessToken }),
    );
    expect(error.originalResponse?.getStatus()).toBe(403);
    expect(error.originalResponse?.getBody()).toBe('new row violates row-level security policy');
    expect(await objectRows(sql, 'resumes', name)).toHaveLength(0);
    expect(anythingStoredFor('resumes', name)).toBe(false);
  });

  it('refuses an anonymous upload', async () => {
    const name = resumeName(candidate);
    const error = await rejection(
      uploadWithTus(randomVideo(1024), { bucket: 'resumes', name, bearer: config.publishableKey }),
    );
    expect(error.originalResponse?.getStatus()).toBe(403);
    expect(await objectRows(sql, 'resumes', name)).toHaveLength(0);
    expect(anythingStoredFor('resumes', name)).toBe(false);
  });

  it("refuses a type outside the bucket's allowed MIME types with 415", async () => {
    const name = resumeName(candidate);
    const error = await rejection(
      uploadWithTus(randomVideo(1024), {
        bucket: 'resumes',
        name,
        bearer: candidate.accessToken,
        contentType: 'text/html',
      }),
    );
    expect(error.originalResponse?.getStatus()).toBe(415);
    expect(error.originalResponse?.getBody()).toBe('mime type text/html is not supported');
  });

  it('refuses a name that climbs out of its folder and an unknown bucket', async () => {
    const climbing = await rejection(
      uploadWithTus(randomVideo(1024), {
        bucket: 'resumes',
        name: `${candidate.id}/../${otherCandidate.id}/x.webm`,
        bearer: candidate.accessToken,
      }),
    );
    expect(climbing.originalResponse?.getStatus()).toBe(400);

    const unknownBucket = await rejection(
      uploadWithTus(randomVideo(1024), {
        bucket: 'no-such-bucket',
        name: 'a.webm',
        bearer: candidate.accessToken,
      }),
    );
    expect(unknownBucket.originalResponse?.getStatus()).toBe(404);
    expect(unknownBucket.originalResponse?.getBody()).toBe('Bucket not found');
  });

  it('refuses to overwrite an existing object unless x-upsert is true', async () => {
    const name = resumeName(candidate);
    await uploadWithTus(randomVideo(1024), { bucket: 'resumes', name, bearer: candidate.accessToken });
    const first = single(await objectRows(sql, 'resumes', name));

    const duplicate = await rejection(
      uploadWithTus(randomVideo(1024), { bucket: 'resumes', name, bearer: candidate.accessToken }),
    );
    expect(duplicate.originalResponse?.getStatus()).toBe(409);

    const replacement = randomVideo(2048);
    await new Promise<void>((resolve, reject) => {
      const upload = tusUpload(
        replacement,
        { bucket: 'resumes', name, bearer: candidate.accessToken },
        { onSuccess: () => resolve(), onError: reject },
      );
      upload.options.headers = tusHeaders(candidate.accessToken, true);
      upload.start();
    });
    const row = single(await objectRows(sql, 'resumes', name));
    expect(row.id).toBe(first.id);
    expect(row.version).not.toBe(first.version);
    expect(sha256(readFileSync(storedFile('resumes', name, row.version)))).toBe(sha256(replacement));
    expect(() => readFileSync(storedFile('resumes', name, first.version))).toThrow();
  });
});
