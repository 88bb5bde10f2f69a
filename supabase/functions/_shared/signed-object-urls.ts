// Signed download URLs of stored objects. The object names travel in the request body of Storage's
// "sign many" call (POST /object/sign/{bucket} {expiresIn, paths}), never in the URL the function
// calls: HTTP clients resolve '..' segments in a URL, so a name put into one could reach another
// folder, bucket or Storage call (issue #14). Signed URLs serve byte ranges, so players can seek.
import { publicStorageUrl, storageUrl, type StorageCredentials } from './storage.ts';

const STORAGE_TIMEOUT_MS = 20_000;

export interface SignedObjectUrl {
  url: string;
  /** ISO 8601, as the contract's timestamps. */
  expiresAt: string;
}

/** Storage could not be reached or would not sign; the caller decides what its reader sees. */
export class StorageSigningError extends Error {
  override name = 'StorageSigningError';
}

/** True when a URL's path has a '.' or '..' segment (as typed or percent-encoded), which clients resolve. */
export function hasDotSegment(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment));
}

/**
 * Signed URLs for the given object names of `bucket`, in one Storage request as `credentials`,
 * on Storage as browsers reach it (publicStorageUrl), or as the function does (`storageUrl`).
 * A name Storage does not hold, or will not show those credentials, is left out of the map; so is
 * any URL with a dot segment, which a stored name can no longer produce (the paths' check
 * constraints), but a URL the function hands out must never depend on that alone.
 */
export async function signStoredObjects(
  bucket: string,
  credentials: StorageCredentials,
  names: readonly string[],
  ttlSeconds: number,
  base: string = publicStorageUrl,
): Promise<Map<string, SignedObjectUrl>> {
  const signed = new Map<string, SignedObjectUrl>();
  if (names.length === 0) return signed;
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000).toISOString();
  let response: Response;
  try {
    response = await fetch(`${storageUrl}/object/sign/${bucket}`, {
      method: 'POST',
      headers: {
        apikey: credentials.apikey,
        authorization: `Bearer ${credentials.bearer}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ expiresIn: ttlSeconds, paths: names }),
      signal: AbortSignal.timeout(STORAGE_TIMEOUT_MS),
    });
  } catch (error) {
    throw new StorageSigningError(`Storage could not be reached to sign ${bucket} objects`, { cause: error });
  }
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    throw new StorageSigningError(`Storage answered ${response.status}: ${detail.slice(0, 500)}`);
  }
  const items = (await response.json()) as { path?: unknown; signedURL?: unknown }[];
  for (const item of items) {
    if (typeof item.path !== 'string' || typeof item.signedURL !== 'string') continue;
    // The path in signedURL comes unencoded, as storage-js expects (it encodes the whole URL).
    const url = encodeURI(`${base}${item.signedURL}`);
    if (hasDotSegment(url)) {
      console.warn(
        `Refused to hand out a signed URL with a dot segment for ${bucket} object ${JSON.stringify(item.path)}`,
      );
      continue;
    }
    signed.set(item.path, { url, expiresAt });
  }
  return signed;
}
