import { randomInt } from 'node:crypto';
import type { StackConfig } from '../config.ts';
import type { SigningKey } from '../signing-key.ts';
import { signAccessToken } from './access-token.ts';
import type { Db } from './auth-env.ts';
import { loadUserJson, NIL_INSTANCE_ID, type UserJson } from './user-record.ts';

/** Where a session was made from, as GoTrue's GrantParams records it. */
export interface ClientInfo {
  userAgent?: string;
  ip?: string;
}

/** GoTrue's AccessTokenResponse, the body of every sign-in. */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
  weak_password?: { message: string; reasons: string[] };
}

export interface TokenSigner {
  config: StackConfig;
  signingKey: SigningKey;
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A refresh token as GoTrue's v1 tokens: 12 random lower-case letters and digits. */
export function newRefreshTokenString(): string {
  let token = '';
  for (let i = 0; i < 12; i++) token += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return token;
}

export async function insertRefreshToken(
  db: Db,
  params: { userId: string; sessionId: string; parent: string | null },
): Promise<string> {
  const token = newRefreshTokenString();
  await db`
    insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
    values (${NIL_INSTANCE_ID}, ${token}, ${params.userId}, false, now(), now(), ${params.parent}, ${params.sessionId})`;
  return token;
}

/**
 * Signs an access token for the session: the claims come from the user as stored now, the `amr`
 * from the session's authentication method claim (how and when it was made).
 */
export async function tokenResponse(
  db: Db,
  signer: TokenSigner,
  sessionId: string,
  userId: string,
  refreshToken: string,
): Promise<TokenResponse> {
  const user = await loadUserJson(db, userId);
  const [claim] = await db<{ authentication_method: string; updated_at: Date }[]>`
    select authentication_method, updated_at from auth.mfa_amr_claims
    where session_id = ${sessionId} order by updated_at desc limit 1`;
  const { token, expiresAt } = await signAccessToken(signer.signingKey, signer.config, {
    id: user.id,
    email: user.email,
    appMetadata: user.app_metadata,
    userMetadata: user.user_metadata,
    sessionId,
    method: claim?.authentication_method ?? 'password',
    authenticatedAt: claim ? Math.floor(claim.updated_at.getTime() / 1000) : undefined,
    isAnonymous: user.is_anonymous,
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresAt - Math.floor(Date.now() / 1000),
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user,
  };
}

/**
 * Starts a session for a signed-in user, as GoTrue's IssueRefreshToken with v1 refresh tokens: a
 * session row (aal1), its first refresh token, the authentication method claim, the user's
 * last_sign_in_at; then the tokens.
 */
export async function issueSession(
  db: Db,
  signer: TokenSigner,
  userId: string,
  method: string,
  client: ClientInfo,
): Promise<TokenResponse> {
  const sessionId = crypto.randomUUID();
  await db`
    insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
    values (${sessionId}, ${userId}, now(), now(), 'aal1', ${client.userAgent ?? null}, ${client.ip ?? null})`;
  const refreshToken = await insertRefreshToken(db, { userId, sessionId, parent: null });
  await db`update auth.users set last_sign_in_at = now(), updated_at = now() where id = ${userId}`;
  await db`
    insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
    values (${sessionId}, now(), now(), ${method}, ${crypto.randomUUID()})
    on conflict (session_id, authentication_method) do update set updated_at = excluded.updated_at`;
  return tokenResponse(db, signer, sessionId, userId, refreshToken);
}
