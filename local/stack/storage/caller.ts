import type { IncomingMessage } from 'node:http';
import { importJWK, jwtVerify, type CryptoKey, type JWTPayload } from 'jose';
import type { StackConfig } from '../config.ts';
import type { SigningKey } from '../signing-key.ts';
import { storageErrors } from './storage-error.ts';

/** The database roles a caller runs as, as PostgREST and Supabase Storage use them. */
export type CallerRole = 'anon' | 'authenticated' | 'service_role';

/** Who makes a request: the role their SQL runs as and the claims `auth.uid()` and policies read. */
export interface Caller {
  role: CallerRole;
  claims: Record<string, unknown>;
  /** The user id (`sub`) of a signed-in caller. */
  sub?: string;
}

export const ANON_CALLER: Caller = { role: 'anon', claims: { role: 'anon' } };
/** The service itself, for what no caller owns: reading bucket settings, serving a signed URL. */
export const SERVICE_CALLER: Caller = { role: 'service_role', claims: { role: 'service_role' } };

const verificationKeys = new WeakMap<SigningKey, Promise<CryptoKey>>();

/** The public half of the stack's ES256 key, imported once, to verify what the stack signed. */
export function verificationKey(signingKey: SigningKey): Promise<CryptoKey> {
  let key = verificationKeys.get(signingKey);
  if (!key) {
    key = importJWK(signingKey.publicJwk, 'ES256') as Promise<CryptoKey>;
    verificationKeys.set(signingKey, key);
  }
  return key;
}

/**
 * The caller of a request: a user's access token in `Authorization: Bearer` (ES256 by the stack's
 * key, the auth stand-in's issuer, audience `authenticated`, unexpired) makes them `authenticated`
 * with its claims. The publishable key there (as supabase-js sends before sign-in) is `anon`, the
 * secret key `service_role`; without a bearer, the `apikey` decides the same way.
 */
export async function resolveCaller(
  req: IncomingMessage,
  keyRole: 'anon' | 'service_role',
  deps: { config: StackConfig; signingKey: SigningKey },
): Promise<Caller> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!bearer) return keyRole === 'service_role' ? SERVICE_CALLER : ANON_CALLER;
  if (bearer === deps.config.publishableKey) return ANON_CALLER;
  if (bearer === deps.config.secretKey) return SERVICE_CALLER;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(bearer, await verificationKey(deps.signingKey), {
      algorithms: ['ES256'],
      issuer: `${deps.config.supabaseUrl}/auth/v1`,
      audience: 'authenticated',
    }));
  } catch (error) {
    throw storageErrors.accessDenied(error instanceof Error ? error.message : 'Invalid JWT');
  }
  if (typeof payload.sub !== 'string' || payload.sub === '') {
    throw storageErrors.accessDenied('The access token has no subject');
  }
  return { role: 'authenticated', claims: payload as Record<string, unknown>, sub: payload.sub };
}

/** A stable name for who started an upload, so only they can resume it. */
export function callerKey(caller: Caller): string {
  return caller.sub ?? caller.role;
}

const callers = new WeakMap<IncomingMessage, Caller>();

/** Remembers the caller resolved for a request, for handlers that receive only the request. */
export function rememberCaller(req: IncomingMessage, caller: Caller): void {
  callers.set(req, caller);
}

export function callerOf(req: IncomingMessage | undefined): Caller {
  const caller = req && callers.get(req);
  if (!caller) throw storageErrors.internal('The request has no resolved caller');
  return caller;
}
