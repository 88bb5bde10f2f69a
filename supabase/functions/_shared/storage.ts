// Stored media: removed through the Storage API, as the caller wherever a storage policy can decide,
// so the files go with their rows. Deleting storage.objects rows by SQL would orphan the files.
import { errorCodes } from './contract/errors.ts';
import type { Transaction } from './db.ts';
import { serverEnv } from './env.ts';
import { HttpError } from './http-error.ts';
import { publishableKey, secretKey } from './project-keys.ts';

export const RESPONSES_BUCKET = 'responses';
/** FILE questions' uploads (issue #37): contract/answer-files.ts's ANSWER_FILES_BUCKET_ID. */
export const ANSWER_FILES_BUCKET = 'answer-files';
export const RESUMES_BUCKET = 'resumes';

/** The 502 text when Storage would not remove the recordings; the caller then deletes no rows. */
const MEDIA_REMOVAL_FAILED_MESSAGE = 'Could not delete the stored recordings; nothing was deleted';

// The Storage API takes at most 1000 names per removal request.
const NAMES_PER_REQUEST = 1000;
const STORAGE_TIMEOUT_MS = 20_000;

/** The Storage API of the project, e.g. http://127.0.0.1:54321/storage/v1. */
export const storageUrl = `${serverEnv.supabaseUrl}/storage/v1`;

/**
 * Storage as browsers reach it, for the signed URLs handed to them: storageUrl, unless the function
 * reaches Storage at an internal address (`supabase start` in Docker: http://kong:8000), where
 * SUPABASE_PUBLIC_URL names the one browsers use (http://127.0.0.1:54321).
 */
export const publicStorageUrl = `${serverEnv.publicUrl}/storage/v1`;

const apiKey = publishableKey();

/** The caller's access token from the Authorization header (identifyCaller has verified it). */
export function bearerTokenOf(c: { req: { header(name: string): string | undefined } }): string {
  const token = /^Bearer +(\S+) *$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (!token) throw new HttpError(401, 'Sign in to continue', { code: errorCodes.unauthenticated });
  return token;
}

/**
 * The names of every object of the responses (or answer-files) bucket under the given invitations
 * that the caller reviews (the owning recruiter, admins): submitted takes and discarded ones alike,
 * FILE answers' uploads, submitted or not. `tx` must run as the caller (an asCaller transaction);
 * private.invitation_object_names() checks the caller.
 */
async function invitationObjectNames(
  tx: Transaction,
  bucket: typeof RESPONSES_BUCKET | typeof ANSWER_FILES_BUCKET,
  invitationIds: readonly string[],
): Promise<string[]> {
  if (invitationIds.length === 0) return [];
  const rows = await tx<{ name: string }[]>`
    select private.invitation_object_names(${bucket}, ${invitationIds}::uuid[]) as name`;
  return rows.map((row) => row.name);
}

/** Who removes objects through the Storage API: the `apikey` and the bearer it acts as. */
export interface StorageCredentials {
  apikey: string;
  bearer: string;
}

/** The caller's own access token with the publishable key: the storage policies then decide. */
export function callerCredentials(accessToken: string): StorageCredentials {
  return { apikey: apiKey, bearer: accessToken };
}

/**
 * Removes objects of `bucket` through the Storage API, at most 1000 names a request. Throws a 502
 * HttpError (`failureMessage`, MEDIA_REMOVAL_FAILED_MESSAGE by default) when Storage will not.
 */
export async function removeStoredObjects(
  bucket: string,
  credentials: StorageCredentials,
  names: readonly string[],
  failureMessage: string = MEDIA_REMOVAL_FAILED_MESSAGE,
): Promise<void> {
  for (let start = 0; start < names.length; start += NAMES_PER_REQUEST) {
    const prefixes = names.slice(start, start + NAMES_PER_REQUEST);
    let response: Response;
    try {
      response = await fetch(`${storageUrl}/object/${bucket}`, {
        method: 'DELETE',
        headers: {
          apikey: credentials.apikey,
          authorization: `Bearer ${credentials.bearer}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ prefixes }),
        signal: AbortSignal.timeout(STORAGE_TIMEOUT_MS),
      });
    } catch (error) {
      throw new HttpError(502, failureMessage, { cause: error });
    }
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new HttpError(502, failureMessage, {
        cause: new Error(`Storage answered ${response.status}: ${detail.slice(0, 500)}`),
      });
    }
    await response.body?.cancel();
  }
}

/**
 * The secret key as storage credentials. Only for removals no caller's token can make, each
 * caller saying why.
 */
export function serviceCredentials(): StorageCredentials {
  const key = secretKey();
  return { apikey: key, bearer: key };
}

/**
 * Removes every recording and uploaded file stored under the given invitations
 * (`responses/<invitation_id>/…`, `answer-files/<invitation_id>/…`),
 * listed with `tx` as the caller. The owning recruiter may read (and so remove through Storage)
 * only the submitted takes, not a discarded take a candidate of a STARTED invitation has left;
 * so, the listing having checked that the caller reviews these invitations, server code removes
 * them with the secret key. Call it inside the transaction that deletes the invitations' rows: on
 * failure it throws a 502 HttpError (MEDIA_REMOVAL_FAILED_MESSAGE), and the transaction then rolls
 * back, deleting no rows. Answers how many objects were listed for removal.
 */
export async function removeResponseMedia(
  tx: Transaction,
  invitationIds: readonly string[],
): Promise<number> {
  const names = await invitationObjectNames(tx, RESPONSES_BUCKET, invitationIds);
  if (names.length > 0) await removeStoredObjects(RESPONSES_BUCKET, serviceCredentials(), names);
  const files = await invitationObjectNames(tx, ANSWER_FILES_BUCKET, invitationIds);
  if (files.length > 0) await removeStoredObjects(ANSWER_FILES_BUCKET, serviceCredentials(), files);
  return names.length + files.length;
}
