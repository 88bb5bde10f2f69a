import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser } from '../support/browser.ts';
import {
  AUTH_URL,
  config,
  createConfirmedUser,
  memoryStorage,
  openDatabase,
  present,
  publicClient,
  uniqueEmail,
} from './auth-fixtures.ts';

const CALLBACK = `${config.siteUrl}/auth/callback`;
const db = openDatabase();
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
  await db.end();
});

/** Starts the OAuth flow as the app does, with the PKCE verifier kept in a storage the test can read. */
async function startGoogleSignIn(redirectTo = CALLBACK, queryParams?: Record<string, string>) {
  const storage = memoryStorage();
  const client = publicClient(storage);
  const { data, error } = await client.auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo, skipBrowserRedirect: true, queryParams },
  });
  if (error || !data.url) throw error ?? new Error('no OAuth URL');
  const verifierKey = [...storage.items.keys()].find((key) => key.endsWith('-code-verifier'));
  if (!verifierKey) throw new Error('auth-js kept no code verifier');
  return {
    client,
    storage,
    verifierKey,
    verifier: present(storage.items.get(verifierKey), 'a code verifier'),
    url: data.url,
  };
}

/**
 * A page whose navigation to the app is answered by a stub: the test reads `code` from the URL the
 * flow ends on, and the app's own callback page (which may exchange codes itself) stays out of it.
 */
async function newPage(): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(`${config.siteUrl}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>app</title>' }),
  );
  return page;
}

async function codeFrom(page: Page): Promise<string> {
  await page.waitForURL((url) => url.href.startsWith(config.siteUrl));
  const code = new URL(page.url()).searchParams.get('code');
  if (!code) throw new Error(`no code in ${page.url()}`);
  return code;
}

describe('Google sign-in through the local stand-in page', () => {
  it('creates the user, returns a code to the app and exchanges it once for a session', async () => {
    const email = uniqueEmail('google');
    const flow = await startGoogleSignIn();
    const page = await newPage();

    await page.goto(flow.url);
    expect(await page.getByRole('note').textContent()).toContain('this is not Google');
    await page.getByLabel('Full name').fill('Olivia Oauth');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const code = await codeFrom(page);
    expect(new URL(page.url()).pathname).toBe('/auth/callback');
    await page.context().close();

    const { data, error } = await flow.client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user).toMatchObject({
      email,
      app_metadata: { provider: 'google', providers: ['google'] },
      user_metadata: { full_name: 'Olivia Oauth', name: 'Olivia Oauth', email, email_verified: true },
    });
    expect(data.user?.identities?.[0]).toMatchObject({
      provider: 'google',
      identity_data: { email, full_name: 'Olivia Oauth', name: 'Olivia Oauth', email_verified: true },
    });
    const [profile] =
      await db`select first_name, last_name, role from public.profiles where id = ${present(data.user, 'a user').id}`;
    expect(profile).toEqual({ first_name: 'Olivia', last_name: 'Oauth', role: 'CANDIDATE' });

    flow.storage.setItem(flow.verifierKey, flow.verifier);
    const second = await flow.client.auth.exchangeCodeForSession(code);
    expect(second.data.session).toBeNull();
    expect(second.error).toMatchObject({ name: 'AuthApiError', status: 404, code: 'flow_state_not_found' });
  });

  it('links the Google identity to an existing account with the same e-mail address', async () => {
    const { id, email } = await createConfirmedUser({ first_name: 'Lena', last_name: 'Linked' });
    const flow = await startGoogleSignIn();
    const page = await newPage();

    await page.goto(flow.url);
    await page.getByLabel('Full name').fill('Lena Linked');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const code = await codeFrom(page);
    await page.context().close();

    const { data, error } = await flow.client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(id);
    expect(data.user?.app_metadata).toMatchObject({ provider: 'email', providers: ['email', 'google'] });
    expect(data.user?.identities?.map((identity) => identity.provider)).toEqual(['email', 'google']);
  });

  it('offers existing accounts, the login_hint one first, and signs in with one click', async () => {
    const { id, email } = await createConfirmedUser({ first_name: 'Hana', last_name: 'Hinted' });
    const flow = await startGoogleSignIn(CALLBACK, { login_hint: email });
    const page = await newPage();
    await page.goto(flow.url);
    const buttons = page.getByRole('button', { name: /^Continue as / });
    expect(await buttons.count()).toBeGreaterThan(1);
    expect(await page.getByLabel('E-mail').inputValue()).toBe(email);

    await page.getByRole('button', { name: `Continue as ${email}` }).click();
    const code = await codeFrom(page);
    await page.context().close();

    const { data, error } = await flow.client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(id);
    expect(data.user?.user_metadata).toMatchObject({ first_name: 'Hana', full_name: 'Hana Hinted' });
  });

  it('refuses a code exchanged with the wrong verifier, and the right one still works', async () => {
    const flow = await startGoogleSignIn();
    const page = await newPage();
    await page.goto(flow.url);
    await page.getByLabel('Full name').fill('Vera Verifier');
    await page.getByLabel('E-mail').fill(uniqueEmail('verifier'));
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const code = await codeFrom(page);
    await page.context().close();

    // auth-js keeps the verifier JSON-encoded.
    flow.storage.setItem(flow.verifierKey, JSON.stringify('x'.repeat(64)));
    const wrong = await flow.client.auth.exchangeCodeForSession(code);
    expect(wrong.error).toMatchObject({ status: 400, code: 'bad_code_verifier' });
    expect(wrong.error?.message).toBe('code challenge does not match previously saved code verifier');

    flow.storage.setItem(flow.verifierKey, flow.verifier);
    const right = await flow.client.auth.exchangeCodeForSession(code);
    expect(right.error).toBeNull();
  });
});

describe('the OAuth start and callback', () => {
  it('sends a redirect_to outside the site back to the site URL instead', async () => {
    const flow = await startGoogleSignIn('https://elsewhere.example.com/steal');
    const page = await newPage();
    await page.goto(flow.url);
    await page.getByLabel('Full name').fill('Rex Redirect');
    await page.getByLabel('E-mail').fill(uniqueEmail('redirect'));
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const code = await codeFrom(page);
    expect(page.url()).toBe(`${config.siteUrl}/?code=${code}`);
    await page.context().close();
  });

  it('returns to the app with access_denied when the user cancels on the sign-in page', async () => {
    const flow = await startGoogleSignIn();
    const page = await newPage();
    await page.goto(flow.url);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.href.startsWith(config.siteUrl));
    const query = new URL(page.url()).searchParams;
    expect(query.get('error')).toBe('access_denied');
    expect(query.get('code')).toBeNull();
    await page.context().close();
  });

  it('refuses a provider other than Google with the real error', async () => {
    const response = await fetch(`${AUTH_URL}/authorize?provider=github`, {
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
      redirect: 'manual',
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'Unsupported provider: provider is not enabled',
    });
  });
});
