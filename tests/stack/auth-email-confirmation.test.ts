// Sign-up with e-mail confirmations on (supabase/config.toml [auth.email] enable_confirmations), as
// Supabase Auth does it: no session until the link of the confirmation mail is opened.
import { afterAll, describe, expect, it } from 'vitest';
import { confirmationLink, confirmSignUp, followConfirmationLink } from '../support/confirm-email.ts';
import {
  AUTH_URL,
  callAuth,
  config,
  openDatabase,
  present,
  PASSWORD,
  publicClient,
  uniqueEmail,
} from './auth-fixtures.ts';

const db = openDatabase();
afterAll(() => db.end());

const APP_CALLBACK = `${config.siteUrl}/candidate/auth/callback`;

describe('sign-up with e-mail confirmations', () => {
  it('answers the unconfirmed user without a session and mails a link to /verify', async () => {
    const email = uniqueEmail('confirm');
    const { data, error } = await publicClient().auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: APP_CALLBACK, data: { first_name: 'Cora', last_name: 'Confirm' } },
    });

    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email,
      role: 'authenticated',
      user_metadata: { first_name: 'Cora', last_name: 'Confirm' },
    });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    const link = new URL(await confirmationLink(email));
    expect(`${link.origin}${link.pathname}`).toBe(`${AUTH_URL}/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(APP_CALLBACK);
    expect(link.searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);
  });

  it('refuses to sign in before the address is confirmed with email_not_confirmed', async () => {
    const email = uniqueEmail('early');
    await publicClient().auth.signUp({ email, password: PASSWORD });

    const { data, error } = await publicClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
  });

  it('confirms through the link, which brings the same browser back with a code for its session', async () => {
    const email = uniqueEmail('pkce');
    const client = publicClient();
    const signUp = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: APP_CALLBACK },
    });
    const userId = present(signUp.data.user, 'the new user').id;
    const link = await confirmationLink(email);

    const session = await confirmSignUp(email, client);
    expect(session.user.id).toBe(userId);
    expect(session.user.email_confirmed_at).toBeTruthy();
    const [row] =
      await db`select email_confirmed_at, confirmation_token from auth.users where id = ${userId}`;
    expect(row?.email_confirmed_at).toBeTruthy();
    expect(row?.confirmation_token).toBe('');
    expect((await publicClient().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

    const again = await fetch(link, { redirect: 'manual' });
    expect(again.status).toBe(303);
    const refused = new URL(present(again.headers.get('location'), 'a redirect'));
    expect(`${refused.origin}${refused.pathname}`).toBe(APP_CALLBACK);
    expect(refused.searchParams.get('error_code')).toBe('otp_expired');
    expect(refused.searchParams.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('puts the session in the fragment for a sign-up without PKCE', async () => {
    const email = uniqueEmail('implicit');
    const response = await callAuth(`/signup?redirect_to=${encodeURIComponent(APP_CALLBACK)}`, {
      method: 'POST',
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).not.toHaveProperty('access_token');

    const next = await followConfirmationLink(email);
    const fragment = new URLSearchParams(next.hash.slice(1));
    expect(`${next.origin}${next.pathname}`).toBe(APP_CALLBACK);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    const { data } = await publicClient().auth.getUser(present(fragment.get('access_token'), 'a token'));
    expect(data.user?.email).toBe(email);
  });

  it('sends a new link for an unconfirmed address without changing its account', async () => {
    const email = uniqueEmail('twice');
    const first = await publicClient().auth.signUp({ email, password: PASSWORD });
    const firstLink = await confirmationLink(email);

    const second = await publicClient().auth.signUp({ email, password: 'another-password' });
    expect(second.error).toBeNull();
    expect(second.data.user?.id).toBe(first.data.user?.id);
    const secondLink = await confirmationLink(email);
    expect(secondLink).not.toBe(firstLink);

    await followConfirmationLink(email);
    expect((await publicClient().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('answers a /verify without a token or type with validation_failed', async () => {
    const response = await callAuth('/verify?type=signup');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Verify requires a token or a token hash',
    });
  });
});
