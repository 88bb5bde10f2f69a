import { errors, importJWK, jwtVerify, type CryptoKey, type JWTPayload } from 'jose';
import type { SigningKey } from '../signing-key.ts';
import type { Caller, Db } from './auth-env.ts';
import { AuthApiError, badRequest, forbidden } from './auth-errors.ts';
import { findUserById, isBanned, type UserRow } from './user-record.ts';

export interface AccessClaims extends JWTPayload {
  role?: string;
  session_id?: string;
  is_anonymous?: boolean;
}

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date | null;
  not_after: Date | null;
}

export interface Authenticated {
  claims: AccessClaims;
  user: UserRow;
  /** Undefined when the token carries no session_id (tokens minted outside a sign-in). */
  session?: SessionRow;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** Checks bearer tokens against the stack's public key, as GoTrue's parseJWTClaims. */
export function createTokenVerifier(signingKey: SigningKey) {
  let publicKey: Promise<CryptoKey> | undefined;
  return async function verify(token: string): Promise<AccessClaims> {
    publicKey ??= importJWK(signingKey.publicJwk, 'ES256') as Promise<CryptoKey>;
    try {
      const { payload, protectedHeader } = await jwtVerify<AccessClaims>(token, await publicKey, {
        algorithms: ['ES256'],
      });
      if (protectedHeader.kid && protectedHeader.kid !== signingKey.kid) {
        throw new Error(`unrecognized JWT kid ${protectedHeader.kid} for algorithm ES256`);
      }
      return payload;
    } catch (error) {
      const reason =
        error instanceof errors.JWTExpired
          ? 'token has invalid claims: token is expired'
          : error instanceof errors.JWSSignatureVerificationFailed
            ? 'token signature is invalid: signature is invalid'
            : error instanceof errors.JOSEAlgNotAllowed
              ? 'token signature is invalid: signing method is invalid'
              : error instanceof Error
                ? `token is malformed: ${error.message}`
                : 'token is malformed';
      throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
    }
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;

/**
 * The claims a request arrives with: the caller's own JWT, or, when it sent only an API key, the
 * claims of the key's role (the gateway swaps sb_ keys for role tokens without `sub`).
 */
async function callerClaims(caller: Caller, verify: TokenVerifier): Promise<AccessClaims> {
  if (caller.bearer) return verify(caller.bearer);
  return { role: caller.keyRole };
}

/** GoTrue's maybeLoadUserOrSession: the user of `sub`, and the session of `session_id`, must exist. */
async function loadUserAndSession(db: Db, claims: AccessClaims): Promise<Authenticated> {
  if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID.test(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(db, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = claims.session_id;
  if (!sessionId || sessionId === NIL_UUID) return { claims, user };
  if (!UUID.test(sessionId)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
  const [session] = await db<SessionRow[]>`
    select id, user_id, created_at, not_after from auth.sessions where id = ${sessionId}`;
  if (!session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  return { claims, user, session };
}

/** GoTrue's requireAuthentication: a valid token of an existing user (and session), not banned. */
export async function requireUser(db: Db, caller: Caller, verify: TokenVerifier): Promise<Authenticated> {
  const authenticated = await loadUserAndSession(db, await callerClaims(caller, verify));
  if (isBanned(authenticated.user)) throw forbidden('user_banned', 'User is banned');
  return authenticated;
}

const ADMIN_ROLES = ['service_role', 'supabase_admin'];

/**
 * GoTrue's requireAdminCredentials: the service role (the secret key) passes; a user's token is
 * checked for a live session and then refused, as is the publishable key's anon role.
 */
export async function requireAdmin(db: Db, caller: Caller, verify: TokenVerifier): Promise<void> {
  const claims = await callerClaims(caller, verify);
  if (claims.session_id && claims.session_id !== NIL_UUID) await loadUserAndSession(db, claims);
  if (!ADMIN_ROLES.includes(String(claims.role))) {
    throw new AuthApiError(403, 'not_admin', 'User not allowed');
  }
}
