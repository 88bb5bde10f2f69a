// Stored media of the `responses` bucket: removed through the Storage API as the caller, so the
// storage policies decide (the owning recruiter and admins may delete), and the files go with
// their rows. Deleting storage.objects rows by SQL would orphan the files.
import { errorCodes } from './contract/errors.ts';
import type { Transaction } from './db.ts';
import { requireEnv } from './env.ts';
import { HttpError } from './http-error.ts';

export const RESPONSES_BUCKET = 'responses';

/** The 502 text when Storage would not remove the recordings; the caller then deletes no rows. */
export const MEDIA_REMOVAL_FAILED_MESSAGE = 'Could not delete the stored recordings; nothing was deleted';

// The Storage API takes at most 1000 names per removal request.
const NAMES_PER_REQUEST = 1000;
const STORAGE_TIMEOUT_MS = 20_000;

const storageUrl = `${requireEnv('SUPABASE_URL').replace(/\/+$/, '')}/storage/v1`;

/**
 * The project's publishable key, sent as `apikey` beside the caller's own bearer. Locally and when
 * self-hosted it is SUPABASE_PUBLISHABLE_KEY; hosted functions get the JSON SUPABASE_PUBLISHABLE_KEYS
 * ({"default": "sb_publishable_…"}); older projects only the legacy SUPABASE_ANON_KEY.
 */
function publishableKey(): string {
  const single = Deno.env.get('SUPABASE_PUBLISHABLE_KEY')?.trim();
  if (single) return single;
  const many = Deno.env.get('SUPABASE_PUBLISHABLE_KEYS')?.trim();
  if (many) {
    try {
      const keys = JSON.parse(many) as Record<string, unknown>;
      const key = keys.default ?? Object.values(keys)[0];
      if (typeof key === 'string' && key) return key;
    } catch {
      // Not JSON: fall through to the legacy key, then to the startup error.
    }
  }
  return requireEnv('SUPABASE_ANON_KEY');
}
const apiKey = publishableKey();

/** The caller's access token from the Authorization header (identifyCaller has verified it). */
export function bearerTokenOf(c: { req: { header(name: string): string | undefined } }): string {
  const token = /^Bearer +(\S+) *$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (!token) throw new HttpError(401, 'Sign in to continue', { code: errorCodes.unauthenticated });
  return token;
}

/**
 * The names of the caller-visible objects of the responses bucket under the given invitations
 * (`<invitation_id>/…`). `tx` must run as the caller (an asCaller transaction): the bucket's
 * SELECT policy then shows the owning recruiter and admins every recording of the invitation.
 */
export async function listResponseMedia(
  tx: Transaction,
  invitationIds: readonly string[],
): Promise<string[]> {
  if (invitationIds.length === 0) return [];
  const prefixes = invitationIds.map((id) => `${id}/%`);
  const rows = await tx<{ name: string }[]>`
    select name from storage.objects
    where bucket_id = ${RESPONSES_BUCKET} and name like any(${prefixes}::text[])
    order by name`;
  return rows.map((row) => row.name);
}

/** Removes objects of the responses bucket through the Storage API with the caller's token. */
async function removeObjects(accessToken: string, names: readonly string[]): Promise<void> {
  for (let start = 0; start < names.length; start += NAMES_PER_REQUEST) {
    const prefixes = names.slice(start, start + NAMES_PER_REQUEST);
    let response: Response;
    try {
      response = await fetch(`${storageUrl}/object/${RESPONSES_BUCKET}`, {
        method: 'DELETE',
        headers: {
          apikey: apiKey,
          authorization: `Bearer ${accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ prefixes }),
        signal: AbortSignal.timeout(STORAGE_TIMEOUT_MS),
      });
    } catch (error) {
      throw new HttpError(502, MEDIA_REMOVAL_FAILED_MESSAGE, { cause: error });
    }
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new HttpError(502, MEDIA_REMOVAL_FAILED_MESSAGE, {
        cause: new Error(`Storage answered ${response.status}: ${detail.slice(0, 500)}`),
      });
    }
    await response.body?.cancel();
  }
}

/**
 * Removes every recording stored under the given invitations (`responses/<invitation_id>/…`),
 * listed with `tx` as the caller and removed through the Storage API with the caller's own
 * `accessToken`. Call it before deleting the invitations' rows (the bucket's DELETE policy checks
 * ownership through them) and inside the transaction that deletes them: on failure it throws a
 * 502 HttpError (MEDIA_REMOVAL_FAILED_MESSAGE), and the transaction then rolls back, deleting no
 * rows. Answers how many objects were listed for removal.
 */
export async function removeResponseMedia(
  tx: Transaction,
  accessToken: string,
  invitationIds: readonly string[],
): Promise<number> {
  const names = await listResponseMedia(tx, invitationIds);
  if (names.length > 0) await removeObjects(accessToken, names);
  return names.length;
}
