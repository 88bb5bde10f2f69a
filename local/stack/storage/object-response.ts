import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { parseByteRange } from './byte-range.ts';
import { storageErrors } from './storage-error.ts';

export interface ObjectResponseOptions {
  method: string;
  range: string | undefined;
  ifNoneMatch: string | undefined;
  /** For a signed URL: when its token expires (sent as Expires instead of Cache-Control). */
  expires?: Date;
  /** `?download=`: '' for an attachment under its own name, or the name to save it as. */
  download?: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * An object's bytes as the real asset renderer sends them: Content-Type from the row's metadata,
 * ETag, Last-Modified, Accept-Ranges: bytes, a single byte range as 206 with Content-Range, 304 for
 * a matching If-None-Match, and headers only for HEAD.
 */
export async function objectResponse(
  file: string,
  metadata: Record<string, unknown> | null,
  options: ObjectResponseOptions,
): Promise<Response> {
  const info = await stat(file).catch(() => {
    throw storageErrors.fileMissing();
  });
  const mimetype = text(metadata?.mimetype) ?? 'application/octet-stream';
  const eTag = text(metadata?.eTag) ?? `"${info.mtimeMs.toString(16)}-${info.size.toString(16)}"`;
  const headers = new Headers({
    'Accept-Ranges': 'bytes',
    'Content-Type': mimetype.includes('text/html') ? 'text/plain' : mimetype,
    ETag: eTag,
    'Last-Modified': new Date(text(metadata?.lastModified) ?? info.mtime).toUTCString(),
    'X-Robots-Tag': 'none',
  });
  if (options.expires) headers.set('Expires', options.expires.toUTCString());
  else headers.set('Cache-Control', text(metadata?.cacheControl) ?? 'no-cache');
  if (options.download !== undefined) {
    const name = encodeURIComponent(options.download);
    headers.set(
      'Content-Disposition',
      name === '' ? 'attachment;' : `attachment; filename=${name}; filename*=UTF-8''${name}`,
    );
  }

  if (options.ifNoneMatch !== undefined && options.ifNoneMatch === eTag) {
    return new Response(null, { status: 304, headers });
  }

  let status = 200;
  let start = 0;
  let end = info.size - 1;
  if (options.range) {
    ({ start, end } = parseByteRange(options.range, info.size));
    status = 206;
    headers.set('Content-Range', `bytes ${start}-${end}/${info.size}`);
  }
  const length = Math.max(end - start + 1, 0);
  headers.set('Content-Length', String(length));
  if (options.method === 'HEAD' || length === 0) return new Response(null, { status, headers });
  const body = Readable.toWeb(
    createReadStream(file, { start, end }),
  ) as unknown as ReadableStream<Uint8Array>;
  return new Response(body, { status, headers });
}
