import { Hono } from 'hono';
import type { AuthEnv } from '../auth-env.ts';
import { AuthApiError, badRequest, forbidden } from '../auth-errors.ts';
import type { AuthRouteDeps } from '../auth-route-deps.ts';
import { clientInfo } from '../client-info.ts';
import { CONFIRMATION_EXPIRY_MS, PKCE_PREFIX } from '../confirmation-mail.ts';
import { confirmUser } from '../create-user.ts';
import { issueAuthCode } from '../flow-state.ts';
import { referrer } from '../redirect-url.ts';
import { issueSession } from '../sessions.ts';
import { isBanned, refreshProviders, type UserRow } from '../user-record.ts';

/** GoTrue's oauthErrorMap, for the `error` of a failed verification's redirect. */
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** GoTrue's prepErrorRedirectURL: the error in the fragment, and in the query too for PKCE. */
function errorRedirectUrl(target: string, error: AuthApiError, pkce: boolean): string {
  const url = new URL(target);
  const params = new URLSearchParams();
  const name = OAUTH_ERRORS[error.status];
  if (name) params.set('error', name);
  params.set('error_code', error.code);
  params.set('error_description', error.message);
  if (pkce) for (const [key, value] of params) url.searchParams.set(key, value);
  params.set('sb', '');
  url.hash = params.toString();
  return url.toString();
}

/** GoTrue's verifyTokenHash for a sign-up link: the token names an unconfirmed, unexpired user. */
async function userOfToken(db: Parameters<typeof confirmUser>[0], token: string): Promise<UserRow> {
  const [user] = await db<UserRow[]>`
    select * from auth.users where confirmation_token = ${token} and confirmation_token <> '' for update`;
  if (!user) throw forbidden('otp_expired', 'Email link is invalid or has expired');
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  const sentAt = user.confirmation_sent_at?.getTime() ?? 0;
  if (Date.now() > sentAt + CONFIRMATION_EXPIRY_MS) {
    throw forbidden('otp_expired', 'Email link is invalid or has expired');
  }
  return user;
}

/**
 * GET /verify?token=&type=signup&redirect_to=: the link of the confirmation mail, as GoTrue's
 * verifyGet. The address is confirmed, then the browser goes to redirect_to with `?code=` (a PKCE
 * sign-up: the same browser exchanges it) or with the session in the fragment; a bad or used link
 * goes there with the error instead (303 either way).
 */
export function verifyRoutes({ sql, config, signingKey }: AuthRouteDeps): Hono<AuthEnv> {
  return new Hono<AuthEnv>().get('/verify', async (c) => {
    const token = c.req.query('token') ?? '';
    const type = c.req.query('type') ?? '';
    const redirectTo = referrer(config.siteUrl, c.req.query('redirect_to'), c.req.header('referer'));
    if (type === '') throw badRequest('validation_failed', 'Verify requires a verification type');
    if (token === '') throw badRequest('validation_failed', 'Verify requires a token or a token hash');
    const pkce = token.startsWith(PKCE_PREFIX);
    try {
      const location = await sql.begin(async (tx) => {
        if (type !== 'signup') throw badRequest('validation_failed', 'Invalid email verification type');
        const user = await userOfToken(tx, token);
        await confirmUser(tx, user.id);
        await tx`
          update auth.identities
          set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
          where user_id = ${user.id} and lower(identity_data->>'email') = lower(${user.email ?? ''})`;
        await refreshProviders(tx, user.id);
        const url = new URL(redirectTo);
        if (pkce) {
          url.searchParams.set('code', await issueAuthCode(tx, user.id, 'email/signup'));
          return url.toString();
        }
        const session = await issueSession(tx, { config, signingKey }, user.id, 'otp', clientInfo(c));
        url.hash = new URLSearchParams({
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: session.token_type,
          type,
        }).toString();
        return url.toString();
      });
      return c.redirect(location, 303);
    } catch (error) {
      if (!(error instanceof AuthApiError)) throw error;
      return c.redirect(errorRedirectUrl(redirectTo, error, pkce), 303);
    }
  });
}
