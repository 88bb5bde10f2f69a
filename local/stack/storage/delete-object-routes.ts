import { Hono } from 'hono';
import type { TransactionSql } from 'postgres';
import { z } from 'zod';
import { asCaller } from './as-caller.ts';
import { SERVICE_CALLER } from './caller.ts';
import { removeObjectFile } from './object-files.ts';
import { mustBeValidBucketName } from './object-name.ts';
import { deleteObjectRows, findObject, type ObjectRow } from './object-rows.ts';
import { jsonBody, objectPathOf } from './route-input.ts';
import type { StorageContext } from './storage-context.ts';
import type { StorageEnv } from './storage-env.ts';
import { storageErrors } from './storage-error.ts';

const deleteManySchema = z.object({ prefixes: z.array(z.string()).min(1).max(1000) });

/**
 * Deletes, as storage-js `remove` calls them: the rows go as the caller (the DELETE policies pick
 * which), their files inside the same transaction, as the real service does, so a file that cannot
 * be removed keeps its row.
 */
export function deleteObjectRoutes(ctx: StorageContext): Hono<StorageEnv> {
  async function deleteAsCaller(tx: TransactionSql, bucket: string, names: string[]): Promise<ObjectRow[]> {
    const rows = await deleteObjectRows(tx, bucket, names);
    for (const row of rows) {
      if (row.version) await removeObjectFile(ctx.root, bucket, row.name, row.version);
    }
    return rows;
  }

  return new Hono<StorageEnv>()
    .delete('/:bucket', async (c) => {
      const bucket = mustBeValidBucketName(c.req.param('bucket'));
      const { prefixes } = await jsonBody(c, deleteManySchema);
      const deleted = await asCaller(ctx.sql, c.get('caller'), (tx) => deleteAsCaller(tx, bucket, prefixes));
      return c.json(deleted);
    })
    .delete('/:bucket/*', async (c) => {
      const { bucket, name } = objectPathOf(c, '/storage/v1/object/');
      const [deleted] = await asCaller(ctx.sql, c.get('caller'), (tx) => deleteAsCaller(tx, bucket, [name]));
      if (!deleted) {
        // As the real deleteObject: a missing object is 404, one the caller may not delete 403.
        const exists = await asCaller(ctx.sql, SERVICE_CALLER, (tx) => findObject(tx, bucket, name));
        throw exists ? storageErrors.accessDenied() : storageErrors.noSuchKey();
      }
      return c.json({ message: 'Successfully deleted' });
    });
}
