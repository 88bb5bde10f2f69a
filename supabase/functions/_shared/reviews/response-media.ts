// Recordings of answers in the responses bucket, read through the Storage API with the caller's
// own token, so the bucket's policies decide (the owning recruiter and admins may read).
import { RESPONSES_BUCKET_ID } from '../contract/take.ts';
import { HttpError } from '../http-error.ts';
import { callerCredentials, publicStorageUrl, storageUrl } from '../storage.ts';

const STORAGE_TIMEOUT_MS = 20_000;

export const MEDIA_UNREADABLE_MESSAGE = 'Could not read the recording from storage';

function headers(accessToken: string, json = false): Record<string, string> {
  const credentials = callerCredentials(accessToken);
  return {
    apikey: credentials.apikey,
    authorization: `Bearer ${credentials.bearer}`,
    ...(json ? { 'content-type': 'application/json' } : {}),
  };
}

/** Object names go into URLs segment by segment: a name may hold any character but '/'. */
function objectPath(name: string): string {
  return name.split('/').map(encodeURIComponent).join('/');
}

export interface SignedMedia {
  url: string;
  expiresAt: Date;
}

/**
 * Signed download URLs (they serve byte ranges, so players can seek) for the given object names,
 * in one Storage request. A name Storage does not hold, or will not show the caller, is left out.
 */
export async function signResponseMedia(
  accessToken: string,
  names: readonly string[],
  ttlSeconds: number,
): Promise<Map<string, SignedMedia>> {
  const signed = new Map<string, SignedMedia>();
  if (names.length === 0) return signed;
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  let response: Response;
  try {
    response = await fetch(`${storageUrl}/object/sign/${RESPONSES_BUCKET_ID}`, {
      method: 'POST',
      headers: headers(accessToken, true),
      body: JSON.stringify({ expiresIn: ttlSeconds, paths: names }),
      signal: AbortSignal.timeout(STORAGE_TIMEOUT_MS),
    });
  } catch (error) {
    throw new HttpError(502, 'Could not reach storage for the recordings', { cause: error });
  }
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    throw new HttpError(502, 'Storage would not sign the recordings', {
      cause: new Error(`Storage answered ${response.status}: ${detail.slice(0, 500)}`),
    });
  }
  const items = (await response.json()) as { path?: string; signedURL?: string | null }[];
  for (const item of items) {
    if (item.path && item.signedURL) {
      signed.set(item.path, { url: `${publicStorageUrl}${item.signedURL}`, expiresAt });
    }
  }
  return signed;
}

/** The bytes and type of a stored recording, read as the caller. */
export async function downloadResponseMedia(
  accessToken: string,
  name: string,
): Promise<{ bytes: Uint8Array; contentType: string }> {
  let response: Response;
  try {
    response = await fetch(`${storageUrl}/object/authenticated/${RESPONSES_BUCKET_ID}/${objectPath(name)}`, {
      headers: headers(accessToken),
      signal: AbortSignal.timeout(STORAGE_TIMEOUT_MS * 3),
    });
  } catch (error) {
    throw new HttpError(502, MEDIA_UNREADABLE_MESSAGE, { cause: error });
  }
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    throw new HttpError(
      response.status === 404 || response.status === 400 ? 404 : 502,
      MEDIA_UNREADABLE_MESSAGE,
      {
        cause: new Error(`Storage answered ${response.status}: ${detail.slice(0, 500)}`),
      },
    );
  }
  const contentType = response.headers.get('content-type')?.split(';')[0]?.trim() || 'video/webm';
  return { bytes: new Uint8Array(await response.arrayBuffer()), contentType };
}
