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

/** What each link type is checked against and what it signs in as (GoTrue's authentication method). */
const LINK_TYPES = {
  signup: { column: 'confirmation_token', sentAt: 'confirmation_sent_at', method: 'email/signup' },
  recovery: { column: 'recovery_token', sentAt: 'recovery_sent_at', method: 'recovery' },
} as const;

type LinkType = keyof typeof LINK_TYPES;

function isLinkType(type: string): type is LinkType {
  return Object.hasOwn(LINK_TYPES, type);
}

/** GoTrue's verifyTokenHash for a mailed link: the token names a user, and the link has not expired. */
async function userOfToken(
  db: Parameters<typeof confirmUser>[0],
  type: LinkType,
  token: string,
): Promise<UserRow> {
  const { column, sentAt } = LINK_TYPES[type];
  const [user] = await db<(UserRow & { sent_at: Date | null })[]>`
    select *, ${db(sentAt)} as sent_at from auth.users
    where ${db(column)} = ${token} and ${db(column)} <> '' for update`;
  if (!user) throw forbidden('otp_expired', 'Email link is invalid or has expired');
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  if (Date.now() > (user.sent_at?.getTime() ?? 0) + CONFIRMATION_EXPIRY_MS) {
    throw forbidden('otp_expired', 'Email link is invalid or has expired');
  }
  return user;
}

/**
 * GET /verify?token=&type=signup|recovery&redirect_to=: the link of the confirmation or recovery
 * mail, as GoTrue's verifyGet. The address is confirmed (a recovery link proves it too, and works
 * once), then the browser goes to redirect_to with `?code=` (PKCE: the same browser exchanges it)
 * or with the session in the fragment; a bad or used link goes there with the error instead (303
 * either way).
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
        if (!isLinkType(type)) throw badRequest('validation_failed', 'Invalid email verification type');
        const user = await userOfToken(tx, type, token);
        if (type === 'recovery') await tx`update auth.users set recovery_token = '' where id = ${user.id}`;
        if (type === 'signup' || !user.email_confirmed_at) await confirmUser(tx, user.id);
        await tx`
          update auth.identities
          set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
          where user_id = ${user.id} and lower(identity_data->>'email') = lower(${user.email ?? ''})`;
        await refreshProviders(tx, user.id);
        const url = new URL(redirectTo);
        if (pkce) {
          url.searchParams.set('code', await issueAuthCode(tx, user.id, LINK_TYPES[type].method));
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
