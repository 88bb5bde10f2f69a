// Recordings of answers in the responses bucket, signed and read through the Storage API with the
// caller's own token, so the bucket's policies decide (the owning recruiter and admins may read).
import { RESPONSES_BUCKET_ID } from '../contract/take.ts';
import { HttpError } from '../http-error.ts';
import { signStoredObjects, StorageSigningError, type SignedObjectUrl } from '../signed-object-urls.ts';
import { callerCredentials } from '../storage.ts';

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
