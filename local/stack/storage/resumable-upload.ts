import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FileStore } from '@tus/file-store';
import { Metadata, Server, type ServerOptions, type Upload } from '@tus/server';
import { assertMimeTypeAllowed, findBucket } from './bucket.ts';
import { callerKey, callerOf } from './caller.ts';
import { EXTRA_EXPOSED_TUS_HEADERS } from './cors.ts';
import { mustBeValidBucketName, mustBeValidObjectName } from './object-name.ts';
import { assertCanUpload, completeUpload } from './object-upload.ts';
import type { StorageContext } from './storage-context.ts';
import { StorageError, storageErrors, toStorageError } from './storage-error.ts';

/** The endpoint tus-js-client is given for Supabase: `${supabaseUrl}/storage/v1/upload/resumable`. */
export const RESUMABLE_PATH = '/storage/v1/upload/resumable';

type TusRequest = Parameters<NonNullable<ServerOptions['onIncomingRequest']>>[0];

/** The Upload-Metadata key where the stand-in notes who started an upload. */
const UPLOADER_KEY = 'uploader';

interface UploadId {
  bucket: string;
  name: string;
  version: string;
}

/**
 * Upload ids are `<bucket>/<name>/<version>`, as the real service's (without its tenant), so the
 * FileStore writes each upload straight to the object's file (object-files.ts). In URLs they are
 * base64url, as in the real Location headers.
 */
function parseUploadId(id: string): UploadId {
  const parts = id.split('/');
  const version = parts.pop() ?? '';
  const [bucket = '', ...name] = parts;
  if (!/^[0-9a-f-]{36}$/.test(version)) throw storageErrors.invalidRequest('Invalid upload id');
  return {
    bucket: mustBeValidBucketName(bucket),
    name: mustBeValidObjectName(name.join('/')),
    version,
  };
}

function nodeRequest(req: TusRequest): IncomingMessage {
  return req.runtime?.node?.req as IncomingMessage;
}

function userMetadataOf(metadata: Upload['metadata']): Record<string, unknown> | undefined {
  if (!metadata?.metadata) return undefined;
  try {
    const parsed: unknown = JSON.parse(metadata.metadata);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * TUS 1.0.0 resumable uploads with @tus/server and its FileStore, authorised as the real service
 * does: creating (and every PATCH of) an upload writes the object row as the caller and rolls it
 * back, so the storage policies refuse before any byte is kept; the bucket's size limit and MIME
 * types apply; the finished upload's row is written as the caller. Only the caller who created an
 * upload can see (HEAD), continue (PATCH) or cancel (DELETE) it.
 */
export function createResumableUploads(ctx: StorageContext): {
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
} {
  const datastore = new FileStore({ directory: ctx.root });

  const server = new Server({
    path: RESUMABLE_PATH,
    datastore,
    respectForwardedHeaders: true,
    disableTerminationForFinishedUploads: true,
    allowedHeaders: ['Authorization', 'X-Upsert', 'Upload-Expires', 'ApiKey', 'X-Client-Info'],
    exposedHeaders: EXTRA_EXPOSED_TUS_HEADERS,

    namingFunction: (_req, metadata) => {
      if (!metadata) throw storageErrors.metadataRequired();
      const bucket = mustBeValidBucketName(metadata.bucketName ?? '');
      const name = mustBeValidObjectName(metadata.objectName ?? '');
      return `${bucket}/${name}/${randomUUID()}`;
    },

    generateUrl: (_req, { proto, host, path, id }) =>
      `${proto}://${host}${path}/${Buffer.from(id, 'utf8').toString('base64url')}`,

    getFileIdFromRequest: (_req, lastPath) => {
      if (!lastPath || lastPath === 'resumable') return undefined;
      const id = Buffer.from(lastPath, 'base64url').toString('utf8');
      try {
        parseUploadId(id);
        return id;
      } catch {
        return undefined;
      }
    },

    maxSize: async (_req, id) => {
      if (!id) return 0;
      const bucket = await findBucket(ctx.sql, parseUploadId(id).bucket);
      return bucket.fileSizeLimit ?? 0;
    },

    onIncomingRequest: async (req, id) => {
      const caller = callerOf(nodeRequest(req));
      const { bucket, name } = parseUploadId(id);
      const upsert = req.headers.get('x-upsert') === 'true';
      if (req.method === 'POST') {
        const metadata = Metadata.parse(req.headers.get('upload-metadata') ?? undefined);
        const length = req.headers.get('upload-length');
        await assertCanUpload(ctx, caller, {
          bucketId: bucket,
          name,
          upsert,
          mimetype: metadata.contentType ?? undefined,
          contentLength: length === null ? undefined : Number(length),
          userMetadata: userMetadataOf(metadata),
        });
        return;
      }
      const upload = await datastore.getUpload(id);
      if (upload.metadata?.[UPLOADER_KEY] !== callerKey(caller)) throw storageErrors.noSuchUpload();
      if (req.method === 'PATCH') {
        await assertCanUpload(ctx, caller, {
          bucketId: bucket,
          name,
          upsert,
          mimetype: upload.metadata?.contentType ?? undefined,
          contentLength: upload.size,
          userMetadata: userMetadataOf(upload.metadata),
        });
      }
    },

    onUploadCreate: async (req, upload) => {
      const caller = callerOf(nodeRequest(req));
      const bucket = await findBucket(ctx.sql, parseUploadId(upload.id).bucket);
      const metadata = { ...upload.metadata };
      metadata.cacheControl = /^-?\d+$/.test(metadata.cacheControl ?? '')
        ? `max-age=${metadata.cacheControl}`
        : 'no-cache';
      if (metadata.contentType) assertMimeTypeAllowed(bucket, metadata.contentType);
      metadata[UPLOADER_KEY] = callerKey(caller);
      return { metadata };
    },

    onUploadFinish: async (req, upload) => {
      const caller = callerOf(nodeRequest(req));
      const { bucket, name, version } = parseUploadId(upload.id);
      await completeUpload(ctx, caller, {
        bucketId: bucket,
        name,
        version,
        upsert: req.headers.get('x-upsert') === 'true',
        mimetype: upload.metadata?.contentType || 'application/octet-stream',
        cacheControl: upload.metadata?.cacheControl || 'no-cache',
        userMetadata: userMetadataOf(upload.metadata),
      });
      return { headers: { 'Tus-Complete': '1' } };
    },

    // The real service answers TUS errors with their status and the message as plain text.
    onResponseError: (_req, error) => {
      if (!(error instanceof Error)) return undefined;
      if ('status_code' in error && !(error instanceof StorageError)) return undefined;
      const storageError = toStorageError(error);
      return { status_code: storageError.statusCode, body: storageError.message };
    },
  });

  return { handle: (req, res) => server.handle(req, res) };
}
