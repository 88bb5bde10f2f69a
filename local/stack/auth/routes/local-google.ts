import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AuthEnv, Db } from '../auth-env.ts';
import type { AuthRouteDeps } from '../auth-route-deps.ts';
import { localGooglePage, type KnownAccount, type LocalGooglePageProps } from '../local-google-page.ts';
import { readForm } from '../request-body.ts';
import { CALLBACK_PATH } from './authorize.ts';

const SHOWN_ACCOUNTS = 6;

const oauthRequest = z.object({
  state: z.string().min(1, 'The sign-in request has no state.'),
  redirect_uri: z.string().min(1, 'The sign-in request has no redirect_uri.'),
});

const signInForm = oauthRequest.extend({
  email: z.email('Enter a valid e-mail address.').max(255),
  full_name: z.string().trim().max(200, 'The name is too long.').default(''),
});

/**
 * A few existing users to pick from: the one named by `login_hint` first (as Google preselects the
 * hinted account), then the oldest (the seeded demo accounts).
 */
async function knownAccounts(db: Db, loginHint: string): Promise<KnownAccount[]> {
  return db<KnownAccount[]>`
    select email,
           coalesce(nullif(raw_user_meta_data ->> 'full_name', ''),
                    btrim(concat_ws(' ', raw_user_meta_data ->> 'first_name', raw_user_meta_data ->> 'last_name')),
                    '') as name
    from auth.users
    where coalesce(email, '') <> '' and deleted_at is null
    order by lower(email) = ${loginHint.toLowerCase()} desc, created_at asc
    limit ${SHOWN_ACCOUNTS}`;
}

function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * The local stand-in for Google's sign-in page: GET shows it, POST "signs in" and sends the browser
 * back to Auth's callback with a one-time code, as Google would. It only ever returns to this
 * stack's own callback (Google's registered redirect URI).
 */
export function localGoogleRoutes({ sql, config, google }: AuthRouteDeps): Hono<AuthEnv> {
  const callbackUrl = new URL(CALLBACK_PATH, config.supabaseUrl).toString();

  async function page(
    c: Context<AuthEnv>,
    request: z.infer<typeof oauthRequest>,
    extra: Partial<LocalGooglePageProps>,
    loginHint = '',
  ) {
    const props: LocalGooglePageProps = {
      state: request.state,
      redirectUri: request.redirect_uri,
      cancelUrl: withQuery(callbackUrl, { error: 'access_denied', state: request.state }),
      accounts: await knownAccounts(sql, loginHint),
      ...extra,
    };
    return c.html(localGooglePage(props), extra.error ? 400 : 200);
  }

  function badRequest(c: Context<AuthEnv>, message: string) {
    return c.text(`Error 400: invalid_request\n\n${message}`, 400);
  }

  return new Hono<AuthEnv>()
    .get('/local-google/sign-in', async (c) => {
      const request = oauthRequest.safeParse(c.req.query());
      if (!request.success) return badRequest(c, request.error.issues[0]?.message ?? 'Invalid request.');
      if (request.data.redirect_uri !== callbackUrl) return badRequest(c, 'redirect_uri_mismatch');
      const loginHint = c.req.query('login_hint') ?? '';
      return page(c, request.data, { values: { email: loginHint } }, loginHint);
    })
    .post('/local-google/sign-in', async (c) => {
      const form = await readForm(c, signInForm);
      if (!form.success) {
        const request = oauthRequest.safeParse(form.raw);
        if (!request.success) return badRequest(c, request.error.issues[0]?.message ?? 'Invalid request.');
        return page(c, request.data, { error: form.message, values: form.raw });
      }
      if (form.data.redirect_uri !== callbackUrl) return badRequest(c, 'redirect_uri_mismatch');
      const email = form.data.email.toLowerCase();
      const name = form.data.full_name || email.split('@')[0] || email;
      const code = google.issueCode({ email, name });
      return c.redirect(withQuery(callbackUrl, { code, state: form.data.state }), 302);
    });
}
