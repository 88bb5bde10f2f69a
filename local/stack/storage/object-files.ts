import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { storageErrors } from './storage-error.ts';

/** The metadata Supabase Storage keeps on an object row (the real file backend's headObject). */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

/** Where the stand-in keeps object bytes: `<stateDir>/storage/objects`, git-ignored. */
export function objectsRoot(stateDir: string): string {
  return join(stateDir, 'storage', 'objects');
}

/**
 * The file of one version of an object: `<root>/<bucket>/<name>/<version>`, the real file backend's
 * layout. The TUS store writes resumable uploads to the same place (with a `.json` beside), so a
 * finished upload is already where downloads look for it.
 */
export function objectFilePath(root: string, bucket: string, name: string, version: string): string {
  const file = resolve(root, bucket, ...name.split('/'), version);
  if (!file.startsWith(resolve(root) + sep)) throw storageErrors.invalidKey(name);
  return file;
}

/** Writes a request body to a new version's file, refusing more than `limit` bytes. */
export async function writeObjectFile(body: Readable, file: string, limit: number | null): Promise<number> {
  await mkdir(dirname(file), { recursive: true });
  let written = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      written += chunk.length;
      if (limit !== null && written > limit) done(storageErrors.entityTooLarge());
      else done(null, chunk);
    },
  });
  await pipeline(body, limiter, createWriteStream(file));
  return written;
}

async function md5Of(file: string): Promise<string> {
  const hash = createHash('md5');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** The metadata of a stored file, with a quoted MD5 ETag as S3 and the real file backend give. */
export async function describeObjectFile(
  file: string,
  options: { mimetype: string; cacheControl: string },
): Promise<ObjectMetadata> {
  const info = await stat(file);
  return {
    eTag: `"${await md5Of(file)}"`,
    size: info.size,
    mimetype: options.mimetype,
    cacheControl: options.cacheControl,
    lastModified: info.mtime.toISOString(),
    contentLength: info.size,
    httpStatusCode: 200,
  };
}

/** Removes one version's file and its TUS sidecar, then the folders it leaves empty. */
export async function removeObjectFile(root: string, bucket: string, name: string, version: string) {
  const file = objectFilePath(root, bucket, name, version);
  await rm(file, { force: true });
  await rm(`${file}.json`, { force: true });
  const bucketDir = resolve(root, bucket);
  for (let dir = dirname(file); relative(bucketDir, dir) && !relative(bucketDir, dir).startsWith('..');) {
    try {
      await rmdir(dir);
    } catch {
      break; // not empty (another version or object lives here) or already gone
    }
    dir = dirname(dir);
  }
}
