// Supabase Auth's own e-mails in the account's language (issue #36): Auth's Send Email Hook, POST
// /api/auth/send-email-hook, signed per Standard Webhooks with the stack's secret as Auth signs it.
// The sign-up page's locale (user_metadata.locale) speaks for a new account, the account's chosen
// language (profiles.locale) for a password reset; a request Auth did not sign sends nothing. Then
// the auth stand-in, configured with the hook as supabase/config.toml has it, sends a supabase-js
// sign-up's confirmation through it.
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiErrorSchema } from '#contract/errors';
import { callApi } from '../support/api.ts';
import { confirmationLink } from '../support/confirm-email.ts';
import { config, expectJson, openDatabase, type Database } from '../support/interview-fixtures.ts';
import { latestMail, mailTo } from '../support/mail.ts';
import { createTestUser } from '../support/users.ts';
import { PASSWORD, publicClient, uniqueEmail } from '../stack/auth-fixtures.ts';

const HOOK_PATH = '/auth/send-email-hook';
const REDIRECT = `${config.siteUrl}/candidate/auth/callback?next=/candidate`;

let sql: Database;

beforeAll(() => {
  sql = openDatabase();
});

afterAll(async () => {
  await sql.end();
});

/** Auth's payload for `user`, as GoTrue sends it. */
function payload(user: { id: string; email: string; metadata?: object }, type: string) {
  return {
    user: {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: user.metadata ?? {},
      identities: [],
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      is_anonymous: false,
    },
    email_data: {
      token: '123456',
      token_hash: `pkce_${randomUUID().replaceAll('-', '')}`,
      redirect_to: REDIRECT,
      email_action_type: type,
      site_url: config.siteUrl,
      token_new: '',
      token_hash_new: '',
    },
  };
}

/** POSTs `body` to the hook, signed with `secret` (the stack's unless given), as Auth does. */
function callHook(body: unknown, secret: string | null = inject('sendEmailHookSecret')): Promise<Response> {
  const text = JSON.stringify(body);
  const id = `msg_${randomUUID()}`;
  const now = new Date();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret) {
    headers['webhook-id'] = id;
    headers['webhook-timestamp'] = String(Math.floor(now.getTime() / 1000));
    headers['webhook-signature'] = new Webhook(secret.replace(/^v1,/, '')).sign(id, now, text);
  }
  return callApi(HOOK_PATH, { method: 'POST', headers, body: text });
}

/** The link to Auth's /verify a mail holds. */
function verifyLinkOf(mail: { links: string[] }): URL {
  const link = mail.links.find((href) => new URL(href).pathname.endsWith('/auth/v1/verify'));
  expect(link, 'a link to /verify').toBeDefined();
  return new URL(link as string);
}

async function expectRefused(response: Response, status: number): Promise<void> {
  const body = await expectJson(response, status);
  expect(apiErrorSchema.safeParse(body).success, JSON.stringify(body)).toBe(true);
}

describe("Auth's Send Email Hook", () => {
  it("sends a sign-up's confirmation in the language its page spoke, with Auth's link", async () => {
    const user = { id: randomUUID(), email: uniqueEmail('hook-es'), metadata: { locale: 'es' } };
    const body = payload(user, 'signup');
    expect(await expectJson(await callHook(body), 200)).toEqual({});

    const mail = await latestMail(user.email);
    expect(mail.to).toEqual([user.email]);
    expect(mail.subject).toBe('Confirme su registro');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).toContain('Siga este enlace para confirmar');
    const link = verifyLinkOf(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${config.supabaseUrl}/auth/v1/verify`);
    expect(link.searchParams.get('token')).toBe(body.email_data.token_hash);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(REDIRECT);
  });

  it("sends a password reset in the account's chosen language, before its sign-up page's", async () => {
    const account = await createTestUser(config, { role: 'CANDIDATE' });
    await sql`update public.profiles set locale = 'de' where id = ${account.id}`;
    const body = payload({ ...account, metadata: { locale: 'fr' } }, 'recovery');
    expect(await expectJson(await callHook(body), 200)).toEqual({});

    const mail = await latestMail(account.email);
    expect(mail.subject).toBe('Setzen Sie Ihr Passwort zurück');
    expect(mail.html).toContain('<html lang="de">');
    expect(verifyLinkOf(mail).searchParams.get('type')).toBe('recovery');
  });

  it('speaks English without a supported language', async () => {
    const user = { id: randomUUID(), email: uniqueEmail('hook-xx'), metadata: { locale: 'pseudo' } };
    expect((await callHook(payload(user, 'recovery'))).status).toBe(200);
    expect((await latestMail(user.email)).subject).toBe('Reset your password');
  });

  it('refuses a request Auth did not sign, and sends nothing', async () => {
    const user = { id: randomUUID(), email: uniqueEmail('hook-unsigned') };
    const body = payload(user, 'signup');
    await expectRefused(await callHook(body, null), 401);
    await expectRefused(
      await callHook(body, `v1,whsec_${Buffer.from(randomUUID()).toString('base64')}`),
      401,
    );
    // Signed, then changed on the way: the signature no longer matches.
    const text = JSON.stringify(body);
    const id = `msg_${randomUUID()}`;
    const now = new Date();
    const signature = new Webhook(inject('sendEmailHookSecret').replace(/^v1,/, '')).sign(id, now, text);
    const tampered = await callApi(HOOK_PATH, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body: text.replace(user.email, uniqueEmail('hook-other')),
    });
    await expectRefused(tampered, 401);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailTo(user.email)).toEqual([]);
  });

  it('refuses an e-mail this app does not send, and a payload that is not Auth’s', async () => {
    const user = { id: randomUUID(), email: uniqueEmail('hook-magic') };
    const refused = await expectJson(await callHook(payload(user, 'magiclink')), 400);
    expect(refused).toMatchObject({
      error: expect.stringContaining('Unsupported email_action_type "magiclink"'),
    });
    await expectRefused(await callHook({ user: { id: user.id } }), 400);
    expect(await mailTo(user.email)).toEqual([]);
  });
});

describe('the auth stand-in with the Send Email Hook', () => {
  it("mails a supabase-js sign-up's confirmation in its page's language, and English without one", async () => {
    const french = uniqueEmail('hook-signup-fr');
    const client = publicClient();
    const { error } = await client.auth.signUp({
      email: french,
      password: PASSWORD,
      options: { emailRedirectTo: REDIRECT, data: { locale: 'fr' } },
    });
    expect(error).toBeNull();
    const mail = await latestMail(french);
    expect(mail.subject).toBe('Confirmez votre inscription');
    expect(mail.text).toContain('Suivez ce lien pour confirmer votre adresse e-mail');
    // The link is Auth's: opening it confirms the account (the PKCE code gives the session).
    const response = await fetch(verifyLinkOf(mail), { redirect: 'manual' });
    expect(response.status).toBe(303);
    const code = new URL(response.headers.get('location') ?? '').searchParams.get('code');
    const { data } = await client.auth.exchangeCodeForSession(code ?? '');
    const session = data.session;
    expect(session?.user.email).toBe(french);

    const english = uniqueEmail('hook-signup-en');
    const { error: englishError } = await publicClient().auth.signUp({ email: english, password: PASSWORD });
    expect(englishError).toBeNull();
    expect((await latestMail(english)).subject).toBe('Confirm Your Signup');
    expect(new URL(await confirmationLink(english)).pathname).toBe('/auth/v1/verify');
  });
});
