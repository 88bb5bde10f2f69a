// Password recovery as Supabase Auth does it: POST /recover mails a link to GET /verify?type=recovery,
// which brings the same browser back with a code (PKCE); that session sets a new password.
import { afterAll, describe, expect, it } from 'vitest';
import { latestMail, mailTo } from '../support/mail.ts';
import {
  AUTH_URL,
  callAuth,
  config,
  createConfirmedUser,
  openDatabase,
  PASSWORD,
  present,
  publicClient,
  uniqueEmail,
} from './auth-fixtures.ts';

const db = openDatabase();
afterAll(() => db.end());

const UPDATE_PASSWORD = `${config.siteUrl}/candidate/update-password`;
const NEW_PASSWORD = 'a-new-password-42';

/** The link of the newest recovery mail to `email`. */
async function recoveryLink(email: string): Promise<string> {
  const mail = await latestMail(email);
  expect(mail.subject).toBe('Reset your password');
  const link = mail.links.find((href) => new URL(href).pathname.endsWith('/auth/v1/verify'));
  return present(link, 'a link to /verify in the recovery mail');
}

/** Opens the link as a browser would; returns where Auth sends it next. */
async function follow(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(present(response.headers.get('location'), 'a redirect'));
}

describe('password recovery', () => {
  it('mails a recovery link whose code, in the same browser, signs in to set a new password', async () => {
    const { id, email } = await createConfirmedUser();
    const client = publicClient();
    const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo: UPDATE_PASSWORD });
    expect(error).toBeNull();

    const link = new URL(await recoveryLink(email));
    expect(`${link.origin}${link.pathname}`).toBe(`${AUTH_URL}/verify`);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(UPDATE_PASSWORD);
    expect(link.searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);

    const next = await follow(link.toString());
    expect(`${next.origin}${next.pathname}`).toBe(UPDATE_PASSWORD);
    const code = present(next.searchParams.get('code'), 'a code');
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.id).toBe(id);

    const updated = await client.auth.updateUser({ password: NEW_PASSWORD });
    expect(updated.error).toBeNull();
    expect(
      (await publicClient().auth.signInWithPassword({ email, password: NEW_PASSWORD })).error,
    ).toBeNull();
    const old = await publicClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error).toMatchObject({ code: 'invalid_credentials' });

    // The link works once.
    const again = await follow(link.toString());
    expect(again.searchParams.get('error_code')).toBe('otp_expired');
    const [row] = await db`select recovery_token from auth.users where id = ${id}`;
    expect(row?.recovery_token).toBe('');
  });

  it('answers an address without an account exactly as one with an account, and mails nothing', async () => {
    const nobody = uniqueEmail('nobody');
    const { email } = await createConfirmedUser();
    const unknown = await callAuth('/recover', { method: 'POST', body: JSON.stringify({ email: nobody }) });
    const known = await callAuth('/recover', { method: 'POST', body: JSON.stringify({ email }) });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(await unknown.json()).toEqual({});
    expect(await known.json()).toEqual({});
    await latestMail(email);
    expect(await mailTo(nobody)).toEqual([]);
  });

  it('puts a recovery session in the fragment for a request without PKCE', async () => {
    const { email } = await createConfirmedUser();
    const response = await callAuth(`/recover?redirect_to=${encodeURIComponent(UPDATE_PASSWORD)}`, {
      method: 'POST',
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBe(200);
    const next = await follow(await recoveryLink(email));
    const fragment = new URLSearchParams(next.hash.slice(1));
    expect(`${next.origin}${next.pathname}`).toBe(UPDATE_PASSWORD);
    expect(fragment.get('type')).toBe('recovery');
    const { data } = await publicClient().auth.getUser(present(fragment.get('access_token'), 'a token'));
    expect(data.user?.email).toBe(email);
  });

  it('confirms an unconfirmed address, since the link proves it', async () => {
    const email = uniqueEmail('unconfirmed-recovery');
    const signUp = await publicClient().auth.signUp({ email, password: PASSWORD });
    const userId = present(signUp.data.user, 'the new user').id;
    const client = publicClient();
    await client.auth.resetPasswordForEmail(email, { redirectTo: UPDATE_PASSWORD });
    const next = await follow(await recoveryLink(email));
    const { error } = await client.auth.exchangeCodeForSession(
      present(next.searchParams.get('code'), 'a code'),
    );
    expect(error).toBeNull();
    const [row] = await db`select email_confirmed_at from auth.users where id = ${userId}`;
    expect(row?.email_confirmed_at).toBeTruthy();
  });

  it('refuses a request without an address with validation_failed', async () => {
    const missing = await callAuth('/recover', { method: 'POST', body: JSON.stringify({}) });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Password recovery requires an email',
    });
  });
});
