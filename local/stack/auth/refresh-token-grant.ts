import type { Sql } from 'postgres';
import type { Db } from './auth-env.ts';
import { AuthApiError, badRequest } from './auth-errors.ts';
import {
  insertRefreshToken,
  tokenResponse,
  type ClientInfo,
  type TokenResponse,
  type TokenSigner,
} from './sessions.ts';
import { findUserById, isBanned } from './user-record.ts';

/** supabase/config.toml `refresh_token_reuse_interval`, in seconds. */
export const REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10;

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  updated_at: Date;
}

const LEGACY_TOKEN = /^[a-z0-9]{12}$/;

async function findToken(db: Db, token: string, forUpdate: boolean): Promise<RefreshTokenRow | undefined> {
  const [row] = forUpdate
    ? await db<RefreshTokenRow[]>`select * from auth.refresh_tokens where token = ${token} for update`
    : await db<RefreshTokenRow[]>`select * from auth.refresh_tokens where token = ${token}`;
  return row;
}

/**
 * grant_type=refresh_token as GoTrue's RefreshTokenGrant with v1 (12-character) tokens and rotation:
 *
 * - an active token is revoked and replaced by a new one whose parent it is;
 * - a revoked token that is the parent of the session's active token gives that active token back
 *   (the client lost the previous answer);
 * - another revoked token is accepted within the reuse interval after its revocation, else the
 *   whole session's tokens are revoked and the answer is refresh_token_already_used.
 *
 * The session's refreshed_at, user agent and IP are updated on every successful refresh.
 */
export async function refreshTokenGrant(
  sql: Sql,
  signer: TokenSigner,
  refreshToken: string,
  client: ClientInfo,
): Promise<TokenResponse> {
  if (refreshToken.length < 12 || (refreshToken.length === 12 && !LEGACY_TOKEN.test(refreshToken))) {
    throw badRequest('validation_failed', 'Refresh token is not valid');
  }
  // Longer tokens are GoTrue's v2 format, which the stand-in never issues.
  if (refreshToken.length > 12) throw badRequest('validation_failed', 'Refresh token is not valid');

  const found = await findToken(sql, refreshToken, false);
  const owner = found ? await findUserById(sql, found.user_id) : undefined;
  if (!found || !owner) {
    throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  if (isBanned(owner)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
  const [session] = found.session_id
    ? await sql<{ id: string; not_after: Date | null }[]>`
        select id, not_after from auth.sessions where id = ${found.session_id}`
    : [];
  if (!session) {
    await sql`delete from auth.refresh_tokens where id = ${found.id}`;
    throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  }
  if (session.not_after && session.not_after.getTime() < Date.now()) {
    throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');
  }

  // A refused reuse revokes the session's tokens and must stay committed, so the transaction hands
  // the error back instead of throwing it (GoTrue's storage.NewCommitWithError).
  const outcome = await sql.begin(async (tx): Promise<TokenResponse | AuthApiError> => {
    await tx`select id from auth.sessions where id = ${session.id} for update`;
    const token = await findToken(tx, refreshToken, true);
    if (!token)
      return badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    let issued: string | undefined;
    if (token.revoked) {
      const [active] = await tx<{ token: string; parent: string | null }[]>`
        select token, parent from auth.refresh_tokens
        where session_id = ${session.id} and revoked = false order by id desc limit 1`;
      if (active && active.parent === token.token) {
        issued = active.token;
      } else if (Date.now() > token.updated_at.getTime() + REFRESH_TOKEN_REUSE_INTERVAL_SECONDS * 1000) {
        await tx`update auth.refresh_tokens set revoked = true, updated_at = now()
                 where session_id = ${session.id} and revoked = false`;
        return badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
    }
    if (!issued) {
      await tx`update auth.refresh_tokens set revoked = true, updated_at = now() where id = ${token.id}`;
      issued = await insertRefreshToken(tx, { userId: owner.id, sessionId: session.id, parent: token.token });
    }
    await tx`
      update auth.sessions
      set refreshed_at = timezone('utc', now()), updated_at = now(),
          user_agent = ${client.userAgent ?? null}, ip = ${client.ip ?? null}
      where id = ${session.id}`;
    return tokenResponse(tx, signer, session.id, owner.id, issued);
  });
  if (outcome instanceof AuthApiError) throw outcome;
  return outcome;
}
