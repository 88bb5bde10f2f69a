import type { Sql } from 'postgres';
import { asCaller } from './as-caller.ts';
import { SERVICE_CALLER } from './caller.ts';
import { storageErrors } from './storage-error.ts';

export interface Bucket {
  id: string;
  public: boolean;
  /** Bytes; null when the bucket sets no limit. */
  fileSizeLimit: number | null;
  /** `type/subtype` or `type/*` entries; null or empty when any type is allowed. */
  allowedMimeTypes: string[] | null;
}

/**
 * A bucket's settings. storage.buckets has row-level security with no policies for the API roles,
 * so the service reads it, as the real one does (`asSuperUser().findBucket`).
 */
export async function findBucket(sql: Sql, id: string): Promise<Bucket> {
  const [row] = await asCaller(
    sql,
    SERVICE_CALLER,
    (tx) =>
      tx<
        {
          id: string;
          public: boolean | null;
          file_size_limit: string | null;
          allowed_mime_types: string[] | null;
        }[]
      >`select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = ${id}`,
  );
  if (!row) throw storageErrors.noSuchBucket();
  return {
    id: row.id,
    public: row.public ?? false,
    fileSizeLimit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowedMimeTypes: row.allowed_mime_types,
  };
}

/**
 * The real service's check: the type and subtype must equal an allowed entry's, or the entry's
 * subtype is `*`. Parameters count as part of the subtype, so `video/webm;codecs=vp9` does not
 * match `video/webm` there either.
 */
export function assertMimeTypeAllowed(bucket: Bucket, mimeType: string): void {
  if (!bucket.allowedMimeTypes || bucket.allowedMimeTypes.length === 0) return;
  const [type, subtype] = mimeType.split('/');
  if (subtype === undefined) throw storageErrors.invalidMimeType(mimeType);
  const allowed = bucket.allowedMimeTypes.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
  if (!allowed) throw storageErrors.invalidMimeType(mimeType);
}

export function assertSizeAllowed(bucket: Bucket, size: number | undefined): void {
  if (size !== undefined && bucket.fileSizeLimit !== null && size > bucket.fileSizeLimit) {
    throw storageErrors.entityTooLarge();
  }
}
