import { createMiddleware } from 'hono/factory';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { authenticateApiKey } from './api-keys/authenticate-api-key.ts';
import type { AppEnv } from './app-env.ts';
import {
  ANON_CALLER,
  type AccessTokenClaims,
  type ApiKeyCaller,
  type Caller,
  type UserCaller,
} from './caller.ts';
import { apiKeyMessages } from './contract/api-keys.ts';
import { errorCodes } from './contract/errors.ts';
import { serverEnv } from './env.ts';
import { HttpError } from './http-error.ts';
import { VerifiedTokens } from './verified-tokens.ts';

const { supabaseUrl } = serverEnv;
// Under `supabase start` in Docker, SUPABASE_URL is the internal http://kong:8000 while tokens
// carry the public URL as issuer; AUTH_ISSUER lets such a setup say which issuer to expect.
const issuer = serverEnv.authIssuer;
// jose caches the key set for 10 minutes and refetches (at most every 30 s) when it meets an
// unknown kid, so a key rotation is picked up without a restart.
const jwks = createRemoteJWKSet(new URL(`${supabaseUrl}/auth/v1/.well-known/jwks.json`));

// jose codes that mean "this token is no good"; any other failure (JWKS unreachable, timed out,
// unparsable) is ours, and the caller should retry rather than sign in again.
const TOKEN_FAULTS = new Set([
  errors.JWTClaimValidationFailed.code,
  errors.JWSSignatureVerificationFailed.code,
  errors.JWSInvalid.code,
  errors.JWTInvalid.code,
  errors.JWKSNoMatchingKey.code,
  errors.JWKSMultipleMatchingKeys.code,
  errors.JOSEAlgNotAllowed.code,
  errors.JOSENotSupported.code,
]);

const verifiedTokens = new VerifiedTokens<AccessTokenClaims>();

function invalidToken(message = 'Invalid access token'): HttpError {
  return new HttpError(401, message, { code: errorCodes.invalidToken });
}

/** Checks signature (asymmetric keys only), issuer, audience and expiry of a user's access token. */
async function verifyAccessToken(token: string): Promise<AccessTokenClaims> {
  const known = verifiedTokens.claimsOf(token, Date.now());
  if (known !== undefined) return known;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, jwks, {
      issuer,
      audience: 'authenticated',
      algorithms: ['ES256', 'RS256'],
      requiredClaims: ['sub', 'exp'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      throw new HttpError(401, 'The access token has expired', { code: errorCodes.tokenExpired });
    }
    if (error instanceof errors.JOSEError && TOKEN_FAULTS.has(error.code)) throw invalidToken();
    throw new HttpError(503, 'Could not verify the access token; please try again', {
      code: errorCodes.authUnavailable,
      cause: error,
    });
  }
  // The role claim becomes the Postgres role; only user tokens may act, never service_role.
  if (payload.role !== 'authenticated') throw invalidToken('Not a user access token');
  const claims = payload as AccessTokenClaims;
  verifiedTokens.remember(token, claims, Date.now());
  return claims;
}

/** The public API's document and reference page, which anyone may read. */
const PUBLIC_API_DOCS: ReadonlySet<string> = new Set(['/api/openapi.json', '/api/reference']);

/**
 * No Authorization header, or the publishable key as bearer (what supabase-js sends without a
 * session), is anon. An API key (aik_…) is taken under /api/v1 only, the public API's routes, so
 * a key never reaches the app's own routes; beside its document it counts for nothing. Anything
 * else must be a valid user token.
 */
async function callerFromAuthorization(header: string | undefined, path: string): Promise<Caller> {
  if (header === undefined || header.trim() === '') return ANON_CALLER;
  const token = /^Bearer +(\S+) *$/i.exec(header)?.[1];
  if (!token) throw invalidToken('The Authorization header must be "Bearer <access token>"');
  if (token.startsWith('sb_publishable_')) return ANON_CALLER;
  if (token.startsWith('aik_')) {
    if (path === '/api/v1' || path.startsWith('/api/v1/')) return authenticateApiKey(token);
    // The public API's own description: a client that sends its key with every call reads it too.
    if (PUBLIC_API_DOCS.has(path)) return ANON_CALLER;
    throw new HttpError(401, apiKeyMessages.onlyPublicApi, { code: errorCodes.invalidApiKey });
  }
  const claims = await verifyAccessToken(token);
  return { role: 'authenticated', userId: claims.sub, claims };
}

/** Sets c.var.caller for every request; a present but bad token stops it with 401. */
export const identifyCaller = createMiddleware<AppEnv>(async (c, next) => {
  c.set('caller', await callerFromAuthorization(c.req.header('authorization'), c.req.path));
  await next();
});

/** The signed-in caller of a handler, or 401 for anon. */
export function userOf(c: { var: { caller: Caller } }): UserCaller {
  const caller = c.var.caller;
  if (caller.role !== 'authenticated') {
    throw new HttpError(401, 'Sign in to continue', { code: errorCodes.unauthenticated });
  }
  return caller;
}

export interface UserEnv {
  Variables: AppEnv['Variables'] & { user: UserCaller };
}

/** Route middleware: 401 without a signed-in user; handlers then read c.var.user. */
export const requireUser = createMiddleware<UserEnv>(async (c, next) => {
  c.set('user', userOf(c));
  await next();
});

export interface ApiKeyEnv {
  Variables: AppEnv['Variables'] & { apiKey: ApiKeyCaller };
}

/** Route middleware of the public API: 401 without a live API key; handlers then read c.var.apiKey. */
export const requireApiKey = createMiddleware<ApiKeyEnv>(async (c, next) => {
  const caller = c.var.caller;
  if (caller.role !== 'workspace_api') {
    throw new HttpError(401, apiKeyMessages.keyRequired, { code: errorCodes.apiKeyRequired });
  }
  c.set('apiKey', caller);
  await next();
});
