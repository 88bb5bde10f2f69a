// Supabase Auth's admin API, with the secret key: an admin's own token cannot delete an auth user.
import { adminErrorMessages } from '../contract/admin.ts';
import { serverEnv } from '../env.ts';
import { HttpError } from '../http-error.ts';
import { secretKey } from '../project-keys.ts';

const AUTH_TIMEOUT_MS = 20_000;

const authUrl = `${serverEnv.supabaseUrl}/auth/v1`;

/**
 * Deletes the auth user (a hard delete): the database's cascades then remove their profile and
 * every row hanging from it. An id Auth no longer knows counts as deleted. Any other failure is a
 * 502 HttpError with adminErrorMessages.accountRemovalFailed.
 */
export async function deleteAuthUser(userId: string): Promise<void> {
  const key = secretKey();
  let response: Response;
  try {
    response = await fetch(`${authUrl}/admin/users/${encodeURIComponent(userId)}`, {
      method: 'DELETE',
      headers: { apikey: key, authorization: `Bearer ${key}` },
      signal: AbortSignal.timeout(AUTH_TIMEOUT_MS),
    });
  } catch (error) {
    throw new HttpError(502, adminErrorMessages.accountRemovalFailed, { cause: error });
  }
  const detail = await response.text().catch(() => '');
  if (response.ok || response.status === 404) return;
  throw new HttpError(502, adminErrorMessages.accountRemovalFailed, {
    cause: new Error(`Auth answered ${response.status}: ${detail.slice(0, 500)}`),
  });
}
