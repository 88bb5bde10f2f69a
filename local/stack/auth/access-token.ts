import { SignJWT } from 'jose';
import type { StackConfig } from '../config.ts';
import type { SigningKey } from '../signing-key.ts';

/** Seconds an access token lives, as Supabase's default `jwt_expiry`. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

export interface AccessTokenSubject {
  id: string;
  email: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  sessionId: string;
  /** How the session was made, for the `amr` claim: 'password', 'oauth', … */
  method: string;
  /** When the session was made (unix seconds), the `amr` timestamp; defaults to now. */
  authenticatedAt?: number;
  isAnonymous?: boolean;
}

/**
 * An access token with the claims Supabase Auth puts in its JWTs (aud, exp, iat, iss, sub, email,
 * phone, app_metadata, user_metadata, role, aal, amr, session_id, is_anonymous), signed ES256 with
 * the stack's key and its `kid`, so anything that verifies against the JWKS accepts it.
 */
export async function signAccessToken(
  signingKey: SigningKey,
  config: StackConfig,
  subject: AccessTokenSubject,
  options: { now?: number; ttlSeconds?: number } = {},
): Promise<{ token: string; expiresAt: number }> {
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const expiresAt = now + (options.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS);
  const token = await new SignJWT({
    email: subject.email,
    phone: '',
    app_metadata: subject.appMetadata,
    user_metadata: subject.userMetadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: subject.method, timestamp: subject.authenticatedAt ?? now }],
    session_id: subject.sessionId,
    is_anonymous: subject.isAnonymous ?? false,
  })
    .setProtectedHeader({ alg: 'ES256', kid: signingKey.kid, typ: 'JWT' })
    .setIssuer(`${config.supabaseUrl}/auth/v1`)
    .setAudience('authenticated')
    .setSubject(subject.id)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(signingKey.privateKey);
  return { token, expiresAt };
}
