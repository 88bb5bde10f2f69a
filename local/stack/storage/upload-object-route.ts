import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { assertMimeTypeAllowed, assertSizeAllowed, findBucket } from './bucket.ts';
import { objectFilePath, removeObjectFile, writeObjectFile } from './object-files.ts';
import { assertCanUpload, completeUpload } from './object-upload.ts';
import { objectPathOf } from './route-input.ts';
import type { StorageContext } from './storage-context.ts';
import type { StorageEnv } from './storage-env.ts';
import { readUploadBody } from './upload-body.ts';

/**
 * Standard uploads, as storage-js `upload` (POST, `x-upsert`) and `update` (PUT, always an upsert)
 * call them: the bucket's MIME types and size limit, then the caller's right to write the row
 * (checked before any byte is stored), then the file, then the row as the caller.
 */
export function uploadObjectRoute(ctx: StorageContext): Hono<StorageEnv> {
  return new Hono<StorageEnv>().on(['POST', 'PUT'], '/:bucket/*', async (c) => {
    const { bucket: bucketId, name } = objectPathOf(c, '/storage/v1/object/');
    const caller = c.get('caller');
    const upsert = c.req.method === 'PUT' || c.req.header('x-upsert') === 'true';
    const bucket = await findBucket(ctx.sql, bucketId);
    const upload = await readUploadBody(c);
    assertMimeTypeAllowed(bucket, upload.mimetype);
    assertSizeAllowed(bucket, upload.declaredLength);
    const intent = {
      bucketId,
      name,
      upsert,
      mimetype: upload.mimetype,
      contentLength: upload.declaredLength,
      userMetadata: upload.userMetadata,
    };
    await assertCanUpload(ctx, caller, intent);

    const version = randomUUID();
    try {
      await writeObjectFile(
        upload.body,
        objectFilePath(ctx.root, bucketId, name, version),
        bucket.fileSizeLimit,
      );
    } catch (error) {
      await removeObjectFile(ctx.root, bucketId, name, version);
      throw error;
    }
    const { id } = await completeUpload(ctx, caller, {
      ...intent,
      version,
      cacheControl: upload.cacheControl,
    });
    return c.json({ Id: id, Key: `${bucketId}/${name}` });
  });
}
