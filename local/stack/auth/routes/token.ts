import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AuthEnv } from '../auth-env.ts';
import { badRequest, notFound, unprocessable } from '../auth-errors.ts';
import type { AuthRouteDeps } from '../auth-route-deps.ts';
import { clientInfo } from '../client-info.ts';
import { passwordMatches } from '../create-user.ts';
import { findFlowStateByAuthCode, isExpired, pkceMismatch } from '../flow-state.ts';
import { refreshTokenGrant } from '../refresh-token-grant.ts';
import { optionalString, readJson } from '../request-body.ts';
import { issueSession, type TokenResponse } from '../sessions.ts';
import { findUserByEmail, findUserById, isBanned } from '../user-record.ts';
import { weakPasswordReasons } from '../validation.ts';

const INVALID_LOGIN = 'Invalid login credentials';

const passwordBody = z.object({ email: optionalString, phone: optionalString, password: optionalString });
const refreshBody = z.object({ refresh_token: optionalString });
const pkceBody = z.object({ auth_code: optionalString, code_verifier: optionalString });

type Grant = (c: Context<AuthEnv>, deps: AuthRouteDeps) => Promise<TokenResponse>;

/** grant_type=password: GoTrue's ResourceOwnerPasswordGrant for e-mail and password. */
const passwordGrant: Grant = async (c, { sql, config, signingKey }) => {
  const body = await readJson(c, passwordBody);
  const email = body.email ?? '';
  const phone = body.phone ?? '';
  const password = body.password ?? '';
  if (email !== '' && phone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  }
  if (phone !== '') throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  if (email === '') throw badRequest('validation_failed', 'missing email or phone');
  const user = await findUserByEmail(sql, email);
  if (!user || !user.encrypted_password) throw badRequest('invalid_credentials', INVALID_LOGIN);
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
  if (!(await passwordMatches(sql, user.id, password)))
    throw badRequest('invalid_credentials', INVALID_LOGIN);
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
  const session = await sql.begin((tx) =>
    issueSession(tx, { config, signingKey }, user.id, 'password', clientInfo(c)),
  );
  const weak = weakPasswordReasons(password);
  return weak ? { ...session, weak_password: weak } : session;
};

/** grant_type=refresh_token: rotation with GoTrue's reuse rules (see refresh-token-grant.ts). */
const refreshGrant: Grant = async (c, { sql, config, signingKey }) => {
  const body = await readJson(c, refreshBody);
  return refreshTokenGrant(sql, { config, signingKey }, body.refresh_token ?? '', clientInfo(c));
};

/** grant_type=pkce: GoTrue's PKCE grant; the flow state is used up by a successful exchange. */
const pkceGrant: Grant = async (c, { sql, config, signingKey }) => {
  const body = await readJson(c, pkceBody);
  const authCode = body.auth_code ?? '';
  const codeVerifier = body.code_verifier ?? '';
  if (authCode === '' || codeVerifier === '') {
    throw badRequest(
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    );
  }
  return sql.begin(async (tx) => {
    const flow = await findFlowStateByAuthCode(tx, authCode);
    if (!flow || !flow.user_id) {
      throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
    }
    if (isExpired(flow))
      throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired');
    const user = await findUserById(tx, flow.user_id);
    if (!user) throw notFound('user_not_found', 'User not found');
    const mismatch = pkceMismatch(flow, codeVerifier);
    if (mismatch) throw badRequest('bad_code_verifier', mismatch);
    const session = await issueSession(
      tx,
      { config, signingKey },
      user.id,
      flow.authentication_method,
      clientInfo(c),
    );
    await tx`delete from auth.flow_state where id = ${flow.id}`;
    return session;
  });
};

const GRANTS: Record<string, Grant> = {
  password: passwordGrant,
  refresh_token: refreshGrant,
  pkce: pkceGrant,
};

/** POST /token?grant_type=password|refresh_token|pkce. */
export function tokenRoutes(deps: AuthRouteDeps): Hono<AuthEnv> {
  return new Hono<AuthEnv>().post('/token', async (c) => {
    const grant = GRANTS[c.req.query('grant_type') ?? ''];
    if (!grant) throw badRequest('invalid_credentials', 'unsupported_grant_type');
    return c.json(await grant(c, deps));
  });
}
