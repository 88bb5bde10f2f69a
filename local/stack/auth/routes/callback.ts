import { Hono, type Context } from 'hono';
import type { AuthEnv } from '../auth-env.ts';
import { AuthApiError, badRequest, internalError, OAuthError } from '../auth-errors.ts';
import type { AuthRouteDeps } from '../auth-route-deps.ts';
import { clientInfo } from '../client-info.ts';
import { signInWithExternalIdentity } from '../external-identity.ts';
import { findFlowStateById, isExpired, isPkce, type FlowStateRow } from '../flow-state.ts';
import { issueSession } from '../sessions.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The OAuth error name GoTrue maps an HTTP status to (oauthErrorMap). */
function oauthErrorName(error: AuthApiError): string {
  if (['signup_disabled', 'user_banned', 'provider_email_needs_verification'].includes(error.code)) {
    return 'access_denied';
  }
  const byStatus: Record<number, string> = {
    400: 'invalid_request',
    401: 'unauthorized_client',
    403: 'access_denied',
    500: 'server_error',
    503: 'temporarily_unavailable',
  };
  return byStatus[error.status] ?? 'server_error';
}

/** GoTrue's getErrorQueryString: error, error_code and error_description of a failed sign-in. */
function errorParams(error: unknown): Record<string, string> {
  if (error instanceof AuthApiError) {
    return { error: oauthErrorName(error), error_code: error.code, error_description: error.message };
  }
  if (error instanceof OAuthError) return { error: error.error, error_description: error.description };
  return { error: 'server_error', error_description: error instanceof Error ? error.message : String(error) };
}

/** The redirect GoTrue's redirectErrors sends: the error in the query and, again, in the fragment. */
function errorRedirect(target: string, error: unknown): Response {
  const url = new URL(target);
  const params = errorParams(error);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  const fragment = new URLSearchParams(params);
  fragment.set('sb', '');
  url.hash = fragment.toString();
  return new Response(null, { status: 302, headers: { Location: url.toString() } });
}

/** A state that cannot be loaded sends the browser to the site URL with the error in the query (303). */
function stateErrorRedirect(siteUrl: string, error: unknown): Response {
  const url = new URL(siteUrl);
  for (const [key, value] of Object.entries(errorParams(error))) url.searchParams.set(key, value);
  return new Response(null, { status: 303, headers: { Location: url.toString() } });
}

/** GoTrue's loadExternalState: the `state` names an unexpired, unused flow state. */
async function loadFlowState(deps: AuthRouteDeps, state: string): Promise<FlowStateRow> {
  if (!state) throw badRequest('bad_oauth_callback', 'OAuth state parameter missing');
  if (!UUID.test(state)) throw badRequest('bad_oauth_state', 'OAuth state parameter is invalid');
  const flow = await findFlowStateById(deps.sql, state);
  if (!flow) throw badRequest('bad_oauth_state', 'OAuth state not found or expired');
  if (isExpired(flow)) throw badRequest('bad_oauth_state', 'OAuth state has expired');
  if (isPkce(flow) && flow.user_id)
    throw badRequest('flow_state_already_used', 'State has already been used');
  return flow;
}

async function callbackParams(c: Context<AuthEnv>): Promise<URLSearchParams> {
  if (c.req.method === 'POST') return new URLSearchParams(await c.req.text());
  return new URL(c.req.url).searchParams;
}

/**
 * GET|POST /callback, where the provider sends the browser back (GoTrue's ExternalProviderCallback):
 * the code is exchanged with the local Google stand-in, the user found or created, and the browser
 * sent to the flow's redirect URL, with `?code=` for PKCE or the tokens in the fragment otherwise.
 * Failures go back to the same URL as error parameters.
 */
export function callbackRoutes(deps: AuthRouteDeps): Hono<AuthEnv> {
  const { sql, config, signingKey, google } = deps;

  const handle = async (c: Context<AuthEnv>) => {
    const params = await callbackParams(c);
    let flow: FlowStateRow;
    try {
      flow = await loadFlowState(deps, params.get('state') ?? '');
    } catch (error) {
      return stateErrorRedirect(config.siteUrl, error);
    }
    const target = flow.referrer || config.siteUrl;
    try {
      if (params.get('error'))
        throw new OAuthError(params.get('error') ?? '', params.get('error_description') ?? '');
      const code = params.get('code') ?? '';
      if (!code)
        throw badRequest('bad_oauth_callback', 'OAuth callback with missing authorization code missing');
      const profile = google.exchangeCode(code);
      if (!profile) throw internalError(`Unable to exchange external code: ${code}`);

      const location = await sql.begin(async (tx) => {
        const locked = await findFlowStateById(tx, flow.id, true);
        if (!locked) throw badRequest('bad_oauth_state', 'OAuth state not found or expired');
        if (isPkce(locked) && locked.user_id) {
          throw badRequest('flow_state_already_used', 'State has already been used');
        }
        const userId = await signInWithExternalIdentity(tx, locked.provider_type, profile);
        const url = new URL(target);
        if (isPkce(locked) && locked.auth_code) {
          await tx`update auth.flow_state set user_id = ${userId}, auth_code_issued_at = now(), updated_at = now()
                   where id = ${locked.id}`;
          url.searchParams.set('code', locked.auth_code);
          return url.toString();
        }
        const session = await issueSession(tx, { config, signingKey }, userId, 'oauth', clientInfo(c));
        await tx`delete from auth.flow_state where id = ${locked.id}`;
        url.hash = new URLSearchParams({
          provider_token: '',
          access_token: session.access_token,
          token_type: session.token_type,
          expires_in: String(session.expires_in),
          expires_at: String(session.expires_at),
          refresh_token: session.refresh_token,
          sb: '',
        }).toString();
        return url.toString();
      });
      return c.redirect(location, 302);
    } catch (error) {
      if (!(error instanceof AuthApiError) && !(error instanceof OAuthError)) console.error(error);
      return errorRedirect(target, error);
    }
  };

  return new Hono<AuthEnv>().get('/callback', handle).post('/callback', handle);
}
