import { Hono } from 'hono';
import type { AuthEnv } from '../auth-env.ts';
import { badRequest, notFound } from '../auth-errors.ts';
import type { AuthRouteDeps } from '../auth-route-deps.ts';
import { createFlowState } from '../flow-state.ts';
import { referrer } from '../redirect-url.ts';
import { validatePkceParams } from '../validation.ts';

/** Providers GoTrue knows; only Google is enabled in the local project. */
const KNOWN_PROVIDERS = new Set([
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'kakao',
  'keycloak',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'snapchat',
  'spotify',
  'slack',
  'slack_oidc',
  'twitch',
  'twitter',
  'x',
  'vercel_marketplace',
  'workos',
  'zoom',
]);

/** Parameters GoTrue never lets a client pass through to the provider. */
const RESERVED_PARAMS = new Set([
  'provider',
  'scopes',
  'client_id',
  'client_secret',
  'redirect_uri',
  'response_type',
  'state',
  'code_challenge',
  'code_challenge_method',
  'code_verifier',
]);

/** Where the local Google sign-in page lives, and the callback it returns to. */
export const LOCAL_GOOGLE_PATH = '/auth/v1/local-google/sign-in';
export const CALLBACK_PATH = '/auth/v1/callback';

/**
 * GET /authorize?provider=google&redirect_to=…&code_challenge=…&code_challenge_method=…, as GoTrue's
 * ExternalProviderRedirect: it keeps a flow state (its id is the OAuth `state`) and sends the browser
 * to the provider's sign-in page, here the local stand-in for Google's.
 */
export function authorizeRoutes({ sql, config }: AuthRouteDeps): Hono<AuthEnv> {
  return new Hono<AuthEnv>().get('/authorize', async (c) => {
    const provider = (c.req.query('provider') ?? '').toLowerCase();
    if (provider !== 'google') {
      const reason = KNOWN_PROVIDERS.has(provider)
        ? 'provider is not enabled'
        : `Provider ${provider} could not be found`;
      throw badRequest('validation_failed', `Unsupported provider: ${reason}`);
    }
    const inviteToken = c.req.query('invite_token') ?? '';
    if (inviteToken) {
      const [invited] =
        await sql`select id from auth.users where confirmation_token = ${inviteToken} limit 1`;
      if (!invited) throw notFound('user_not_found', 'User identified by token not found');
    }
    const redirectTo = c.req.header('redirect_to') || c.req.query('redirect_to');
    const redirectUrl = referrer(config.siteUrl, redirectTo, c.req.header('referer'));
    const codeChallenge = c.req.query('code_challenge') ?? '';
    const codeChallengeMethod = c.req.query('code_challenge_method') ?? '';
    validatePkceParams(codeChallengeMethod, codeChallenge);
    const flow = await createFlowState(sql, {
      providerType: provider,
      authenticationMethod: 'oauth',
      codeChallenge,
      codeChallengeMethod,
      referrer: redirectUrl,
      inviteToken,
    });
    const signIn = new URL(LOCAL_GOOGLE_PATH, config.supabaseUrl);
    const params = new URLSearchParams({
      client_id: 'local-google-stand-in',
      redirect_uri: new URL(CALLBACK_PATH, config.supabaseUrl).toString(),
      response_type: 'code',
      scope: ['email', 'profile', ...(c.req.query('scopes') ?? '').split(/[ ,]/).filter(Boolean)].join(' '),
      state: flow.id,
    });
    // Like GoTrue, everything else the client sent goes on to the provider (e.g. login_hint).
    for (const [key, value] of Object.entries(c.req.query())) {
      if (!RESERVED_PARAMS.has(key.toLowerCase())) params.set(key, value);
    }
    signIn.search = params.toString();
    return c.redirect(signIn.toString(), 302);
  });
}
