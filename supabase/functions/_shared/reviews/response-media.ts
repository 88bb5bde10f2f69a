// Recordings of answers in the responses bucket, signed and read through the Storage API with the
// caller's own token, so the bucket's policies decide (the owning recruiter and admins may read).
import { RESPONSES_BUCKET_ID } from '../contract/take.ts';
import { HttpError } from '../http-error.ts';
import { signStoredObjects, StorageSigningError, type SignedObjectUrl } from '../signed-object-urls.ts';
import { callerCredentials, storageUrl } from '../storage.ts';

const STORAGE_TIMEOUT_MS = 60_000;

const MEDIA_UNREADABLE_MESSAGE = 'Could not read the recording from storage';

export type SignedMedia = SignedObjectUrl;

/**
 * Signed download URLs (they serve byte ranges, so players can seek) for the given object names,
 * in one Storage request. A name Storage does not hold, or will not show the caller, is left out.
 */
export async function signResponseMedia(
  accessToken: string,
  names: readonly string[],
  ttlSeconds: number,
): Promise<Map<string, SignedMedia>> {
  try {
    return await signStoredObjects(RESPONSES_BUCKET_ID, callerCredentials(accessToken), names, ttlSeconds);
  } catch (error) {
    if (!(error instanceof StorageSigningError)) throw error;
    throw new HttpError(502, 'Storage would not sign the recordings', { cause: error });
  }
}

/**
 * The bytes and type of a stored recording, read as the caller: through a signed URL, so the name
 * goes to Storage in a request body and never into a URL of the function's making.
 */
export async function downloadResponseMedia(
  accessToken: string,
  name: string,
): Promise<{ bytes: Uint8Array; contentType: string }> {
  let signed: SignedObjectUrl | undefined;
  try {
    signed = (
      await signStoredObjects(RESPONSES_BUCKET_ID, callerCredentials(accessToken), [name], 60, storageUrl)
    ).get(name);
  } catch (error) {
    throw new HttpError(502, MEDIA_UNREADABLE_MESSAGE, { cause: error });
  }
  if (!signed) throw new HttpError(404, MEDIA_UNREADABLE_MESSAGE);
  let response: Response;
  try {
    response = await fetch(signed.url, { signal: AbortSignal.timeout(STORAGE_TIMEOUT_MS) });
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
