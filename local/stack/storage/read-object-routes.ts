import { Hono, type Context } from 'hono';
import { asCaller } from './as-caller.ts';
import { findBucket } from './bucket.ts';
import { SERVICE_CALLER, type Caller } from './caller.ts';
import { objectFilePath } from './object-files.ts';
import { objectResponse } from './object-response.ts';
import { findObject } from './object-rows.ts';
import { objectPathOf } from './route-input.ts';
import { verifyDownloadToken } from './signed-url-token.ts';
import type { StorageContext } from './storage-context.ts';
import type { StorageEnv } from './storage-env.ts';
import { storageErrors } from './storage-error.ts';

/**
 * Downloads (GET, and HEAD without the body), all with byte ranges:
 * - `/object/sign/<bucket>/<name>?token=` needs nothing but a valid, unexpired token for that object;
 * - `/object/authenticated/<bucket>/<name>` and `/object/<bucket>/<name>` (storage-js `download`)
 *   serve what the caller can SELECT;
 * - `/object/public/<bucket>/<name>` only from a public bucket (this project has none).
 */
export function readObjectRoutes(ctx: StorageContext): Hono<StorageEnv> {
  async function send(
    c: Context<StorageEnv>,
    reader: Caller,
    place: { bucket: string; name: string },
    extra: { expires?: Date } = {},
  ): Promise<Response> {
    const object = await asCaller(ctx.sql, reader, (tx) => findObject(tx, place.bucket, place.name));
    if (!object) throw storageErrors.noSuchKey();
    if (!object.version) throw storageErrors.fileMissing();
    return objectResponse(
      objectFilePath(ctx.root, place.bucket, place.name, object.version),
      object.metadata,
      {
        method: c.req.method,
        range: c.req.header('range'),
        ifNoneMatch: c.req.header('if-none-match'),
        download: c.req.query('download'),
        ...extra,
      },
    );
  }

  async function sendAsCaller(c: Context<StorageEnv>, prefix: string): Promise<Response> {
    const place = objectPathOf(c, prefix);
    await findBucket(ctx.sql, place.bucket);
    return send(c, c.get('caller'), place);
  }

  return new Hono<StorageEnv>()
    .get('/sign/:bucket/*', async (c) => {
      const place = objectPathOf(c, '/storage/v1/object/sign/');
      const token = c.req.query('token');
      if (!token) throw storageErrors.invalidRequest("querystring must have required property 'token'");
      const { expiresAt } = await verifyDownloadToken(ctx.signingKey, token, place.bucket, place.name);
      // The token is the authorisation, so the service looks the object up (as the real one does).
      return send(c, SERVICE_CALLER, place, { expires: expiresAt });
    })
    .get('/public/:bucket/*', async (c) => {
      const place = objectPathOf(c, '/storage/v1/object/public/');
      const bucket = await findBucket(ctx.sql, place.bucket);
      if (!bucket.public) throw storageErrors.noSuchBucket();
      return send(c, SERVICE_CALLER, place);
    })
    .get('/authenticated/:bucket/*', (c) => sendAsCaller(c, '/storage/v1/object/authenticated/'))
    .get('/:bucket/*', (c) => sendAsCaller(c, '/storage/v1/object/'));
}
