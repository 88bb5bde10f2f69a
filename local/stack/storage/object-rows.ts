import { randomUUID } from 'node:crypto';
import type { JSONValue, TransactionSql } from 'postgres';

/** A storage.objects row, with Supabase's column names. */
export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

export interface NewObject {
  bucketId: string;
  name: string;
  /** The uploader's user id; the real service sets owner (when a uuid) and owner_id from it. */
  owner: string | undefined;
  version: string;
  metadata: Record<string, unknown>;
  userMetadata: Record<string, unknown> | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function columns(tx: TransactionSql, object: NewObject) {
  return {
    owner: object.owner && UUID.test(object.owner) ? object.owner : null,
    ownerId: object.owner ?? null,
    metadata: tx.json(object.metadata as JSONValue),
    userMetadata: object.userMetadata === undefined ? null : tx.json(object.userMetadata as JSONValue),
  };
}

/**
 * A new object row. No RETURNING, as in the real service's createObject, so only the INSERT
 * policies decide. A name that exists already fails with a unique violation.
 */
export async function insertObject(tx: TransactionSql, object: NewObject): Promise<string> {
  const id = randomUUID();
  const c = columns(tx, object);
  await tx`
    insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
    values (${id}, ${object.bucketId}, ${object.name}, ${c.owner}, ${c.ownerId},
            ${c.metadata}, ${c.userMetadata}, ${object.version})`;
  return id;
}

/** A new row or a replaced one (x-upsert), as the real upsertObject: the UPDATE policies apply too. */
export async function upsertObject(tx: TransactionSql, object: NewObject): Promise<string> {
  const c = columns(tx, object);
  const [row] = await tx<{ id: string }[]>`
    insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
    values (${object.bucketId}, ${object.name}, ${c.owner}, ${c.ownerId},
            ${c.metadata}, ${c.userMetadata}, ${object.version})
    on conflict (bucket_id, name) do update
      set metadata = excluded.metadata,
          user_metadata = excluded.user_metadata,
          version = excluded.version,
          owner = excluded.owner,
          owner_id = excluded.owner_id,
          updated_at = now()
    returning id`;
  if (!row) throw new Error('The upsert returned no row');
  return row.id;
}

/** The object as the caller can see it (SELECT policies), or undefined. */
export async function findObject(
  tx: TransactionSql,
  bucketId: string,
  name: string,
): Promise<Pick<ObjectRow, 'id' | 'version' | 'metadata'> | undefined> {
  const [row] = await tx<Pick<ObjectRow, 'id' | 'version' | 'metadata'>[]>`
    select id, version, metadata from storage.objects where bucket_id = ${bucketId} and name = ${name}`;
  return row;
}

/** Which of `names` the caller can see. */
export async function findVisibleNames(
  tx: TransactionSql,
  bucketId: string,
  names: string[],
): Promise<Set<string>> {
  const rows = await tx<{ name: string }[]>`
    select name from storage.objects where bucket_id = ${bucketId} and name = any(${names}::text[])`;
  return new Set(rows.map((row) => row.name));
}

/** Deletes the named objects the caller may delete (DELETE policies) and returns them. */
export async function deleteObjectRows(
  tx: TransactionSql,
  bucketId: string,
  names: string[],
): Promise<ObjectRow[]> {
  return tx<ObjectRow[]>`
    delete from storage.objects where bucket_id = ${bucketId} and name = any(${names}::text[])
    returning id, bucket_id, name, owner, owner_id, version, metadata, user_metadata,
              created_at, updated_at, last_accessed_at`;
}
