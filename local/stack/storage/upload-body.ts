import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { StorageEnv } from './storage-env.ts';
import { storageErrors } from './storage-error.ts';

/** The file of a standard upload and what the request says about it. */
export interface UploadBody {
  body: Readable;
  mimetype: string;
  cacheControl: string;
  /** The size the request announces, when it does. */
  declaredLength: number | undefined;
  userMetadata: Record<string, unknown> | undefined;
}

function parseMetadata(json: string | undefined): Record<string, unknown> | undefined {
  if (!json) return undefined;
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * As the real fileUploadFromRequest: a multipart form (what storage-js sends for a Blob or File:
 * the file, `cacheControl`, `metadata`, optionally `contentType`) or any other body taken as the
 * file itself, typed by Content-Type, with Cache-Control and base64 JSON `x-metadata` headers.
 */
export async function readUploadBody(c: Context<StorageEnv>): Promise<UploadBody> {
  const contentType = c.req.header('content-type');
  if (contentType?.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw storageErrors.noContent();
    }
    const file = [...form.values()].find((value) => typeof value !== 'string');
    if (!file || typeof file === 'string') throw storageErrors.noContent();
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' && value !== '' ? value : undefined;
    };
    const cacheTime = field('cacheControl');
    return {
      body: Readable.fromWeb(file.stream() as Parameters<typeof Readable.fromWeb>[0]),
      mimetype: field('contentType') ?? (file.type || 'application/octet-stream'),
      cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
      declaredLength: file.size,
      userMetadata: parseMetadata(field('metadata') ?? field('userMetadata')),
    };
  }
  const incoming = c.env.incoming;
  if (incoming.readableEnded || incoming.destroyed) throw storageErrors.noContent();
  const length = Number(c.req.header('content-length'));
  const encodedMetadata = c.req.header('x-metadata');
  return {
    body: incoming,
    mimetype: contentType || 'application/octet-stream',
    cacheControl: c.req.header('cache-control') ?? 'no-cache',
    declaredLength: Number.isFinite(length) && length >= 0 ? length : undefined,
    userMetadata: parseMetadata(encodedMetadata && Buffer.from(encodedMetadata, 'base64').toString('utf8')),
  };
}
