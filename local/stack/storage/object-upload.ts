import { asCaller, testAsCaller } from './as-caller.ts';
import type { Caller } from './caller.ts';
import { describeObjectFile, objectFilePath, removeObjectFile } from './object-files.ts';
import { findObject, insertObject, upsertObject, type NewObject } from './object-rows.ts';
import type { StorageContext } from './storage-context.ts';

export interface UploadIntent {
  bucketId: string;
  name: string;
  /** x-upsert: true replaces an existing object (the UPDATE policies apply as well). */
  upsert: boolean;
  mimetype?: string;
  contentLength?: number;
  userMetadata?: Record<string, unknown>;
}

function newObject(caller: Caller, intent: UploadIntent, version: string, metadata: Record<string, unknown>) {
  return {
    bucketId: intent.bucketId,
    name: intent.name,
    owner: caller.sub,
    version,
    metadata,
    userMetadata: intent.userMetadata,
  } satisfies NewObject;
}

/**
 * Whether the caller may write this object, before any byte is stored: the row is written as the
 * caller and rolled back, so the storage policies decide (the real Uploader.canUpload).
 */
export async function assertCanUpload(
  ctx: StorageContext,
  caller: Caller,
  intent: UploadIntent,
): Promise<void> {
  const object = newObject(caller, intent, 'permission-check', {
    mimetype: intent.mimetype,
    contentLength: intent.contentLength,
  });
  await testAsCaller(ctx.sql, caller, (tx) =>
    intent.upsert ? upsertObject(tx, object) : insertObject(tx, object),
  );
}

/**
 * Records a fully stored version as the caller: its row is inserted (or upserted) with the file's
 * metadata and the caller as owner. If the policies refuse, the file goes; if it replaced an older
 * version, the older file goes.
 */
export async function completeUpload(
  ctx: StorageContext,
  caller: Caller,
  intent: UploadIntent & { version: string; mimetype: string; cacheControl: string },
): Promise<{ id: string }> {
  const file = objectFilePath(ctx.root, intent.bucketId, intent.name, intent.version);
  let result: { id: string; replaced: string | null | undefined };
  try {
    const metadata = await describeObjectFile(file, intent);
    result = await asCaller(ctx.sql, caller, async (tx) => {
      const object = newObject(caller, intent, intent.version, { ...metadata });
      if (!intent.upsert) return { id: await insertObject(tx, object), replaced: undefined };
      const previous = await findObject(tx, intent.bucketId, intent.name);
      return { id: await upsertObject(tx, object), replaced: previous?.version };
    });
  } catch (error) {
    await removeObjectFile(ctx.root, intent.bucketId, intent.name, intent.version);
    throw error;
  }
  if (result.replaced && result.replaced !== intent.version) {
    await removeObjectFile(ctx.root, intent.bucketId, intent.name, result.replaced).catch((error: unknown) =>
      console.error('[storage] could not remove a replaced version', error),
    );
  }
  return { id: result.id };
}
