import { Hono } from 'hono';
import { z } from 'zod';
import { asCaller } from './as-caller.ts';
import { mustBeValidBucketName } from './object-name.ts';
import { findObject, findVisibleNames } from './object-rows.ts';
import { jsonBody, objectPathOf } from './route-input.ts';
import { signDownloadToken } from './signed-url-token.ts';
import type { StorageContext } from './storage-context.ts';
import type { StorageEnv } from './storage-env.ts';
import { storageErrors } from './storage-error.ts';

const expiresIn = z.number().int().min(1);
const signOneSchema = z.object({ expiresIn, transform: z.unknown().optional() });
const signManySchema = z.object({ expiresIn, paths: z.array(z.string()).min(1).max(1000) });

const NOT_VISIBLE = 'Either the object does not exist or you do not have access to it';

/**
 * Signed URLs, as storage-js createSignedUrl(s) calls them. A URL is made only for an object the
 * caller can SELECT (the storage policies, as the caller); the path in it is not percent-encoded,
 * as the real service returns it (storage-js encodes the whole URL).
 */
export function signObjectRoutes(ctx: StorageContext): Hono<StorageEnv> {
  return new Hono<StorageEnv>()
    .post('/sign/:bucket', async (c) => {
      const bucket = mustBeValidBucketName(c.req.param('bucket'));
      const { expiresIn: seconds, paths } = await jsonBody(c, signManySchema);
      const visible = await asCaller(ctx.sql, c.get('caller'), (tx) => findVisibleNames(tx, bucket, paths));
      const signed = await Promise.all(
        paths.map(async (path) =>
          visible.has(path)
            ? {
                error: null,
                path,
                signedURL: `/object/sign/${bucket}/${path}?token=${await signDownloadToken(ctx.signingKey, bucket, path, seconds)}`,
              }
            : { error: NOT_VISIBLE, path, signedURL: null },
        ),
      );
      return c.json(signed);
    })
    .post('/sign/:bucket/*', async (c) => {
      const { bucket, name } = objectPathOf(c, '/storage/v1/object/sign/');
      const { expiresIn: seconds } = await jsonBody(c, signOneSchema);
      const object = await asCaller(ctx.sql, c.get('caller'), (tx) => findObject(tx, bucket, name));
      if (!object) throw storageErrors.noSuchKey();
      const token = await signDownloadToken(ctx.signingKey, bucket, name, seconds);
      return c.json({ signedURL: `/object/sign/${bucket}/${name}?token=${token}` });
    });
}
