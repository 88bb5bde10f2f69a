import { afterAll, describe, expect, it } from 'vitest';
import { mailTo } from '../support/mail.ts';
import {
  callAuth,
  createConfirmedUser,
  openDatabase,
  present,
  PASSWORD,
  publicClient,
  uniqueEmail,
} from './auth-fixtures.ts';

const db = openDatabase();
afterAll(() => db.end());

describe('e-mail and password sign-up', () => {
  it('creates the user unconfirmed, without a session, and the profile trigger stores their names', async () => {
    const email = uniqueEmail('signup');
    const { data, error } = await publicClient().auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { first_name: 'Sara', last_name: 'Signup' } },
    });

    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { first_name: 'Sara', last_name: 'Signup' },
      is_anonymous: false,
    });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.identities?.[0]).toMatchObject({
      provider: 'email',
      identity_data: { email, sub: data.user?.id },
    });

    const [profile] =
      await db`select first_name, last_name, role, email from public.profiles where id = ${present(data.user, 'a user').id}`;
    expect(profile).toEqual({ first_name: 'Sara', last_name: 'Signup', role: 'CANDIDATE', email });
  });

  it('answers a sign-up for a registered address like a new one, with a made-up user and no mail', async () => {
    const { id, email } = await createConfirmedUser();
    const { data, error } = await publicClient().auth.signUp({
      email,
      password: 'someone-elses-guess',
      options: { data: { first_name: 'Eve' } },
    });

    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, identities: [], user_metadata: { first_name: 'Eve' } });
    expect(data.user?.id).not.toBe(id);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(await mailTo(email)).toEqual([]);
    const [row] =
      await db`select raw_user_meta_data->>'first_name' as first_name from auth.users where id = ${id}`;
    expect(row?.first_name).not.toBe('Eve');
  });

  it('refuses a password shorter than six characters as weak', async () => {
    const { error } = await publicClient().auth.signUp({ email: uniqueEmail('weak'), password: '12345' });

    expect(error).toMatchObject({ name: 'AuthWeakPasswordError', status: 422, code: 'weak_password' });
    expect(error?.message).toBe('Password should be at least 6 characters.');
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
  });

  it('refuses a malformed e-mail address with validation_failed', async () => {
    const { error } = await publicClient().auth.signUp({ email: 'not-an-address', password: PASSWORD });

    expect(error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'validation_failed' });
    expect(error?.message).toBe('Unable to validate email address: invalid format');
  });

  it('answers a body that is not JSON with bad_json in the error shape of the requested API version', async () => {
    const modern = await callAuth('/signup', { method: 'POST', body: '{"email":' });
    expect(modern.status).toBe(400);
    expect(modern.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await modern.json()).toMatchObject({ code: 'bad_json' });

    const legacy = await callAuth('/signup', {
      method: 'POST',
      body: '[]',
      headers: { 'X-Supabase-Api-Version': 'none' },
    });
    expect(legacy.status).toBe(400);
    expect(legacy.headers.get('x-sb-error-code')).toBe('bad_json');
    expect(await legacy.json()).toMatchObject({ code: 400, error_code: 'bad_json' });
  });
});

describe('e-mail and password sign-in', () => {
  it('signs in an account made through the admin API with its password', async () => {
    const { id, email } = await createConfirmedUser();
    const { data, error } = await publicClient().auth.signInWithPassword({ email, password: PASSWORD });

    expect(error).toBeNull();
    expect(data.user?.id).toBe(id);
    expect(data.session?.expires_in).toBeGreaterThan(3500);
    const [session] = await db`select user_id, aal from auth.sessions where user_id = ${id}`;
    expect(session).toEqual({ user_id: id, aal: 'aal1' });
  });

  it('accepts the e-mail address in any letter case', async () => {
    const { email } = await createConfirmedUser();
    const { error } = await publicClient().auth.signInWithPassword({
      email: email.toUpperCase(),
      password: PASSWORD,
    });

    expect(error).toBeNull();
  });

  it('refuses a wrong password with invalid_credentials and status 400', async () => {
    const { email } = await createConfirmedUser();
    const { data, error } = await publicClient().auth.signInWithPassword({
      email,
      password: 'wrong-password',
    });

    expect(data.session).toBeNull();
    expect(error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'invalid_credentials' });
    expect(error?.message).toBe('Invalid login credentials');
  });

  it('refuses an unknown e-mail address the same way as a wrong password', async () => {
    const { error } = await publicClient().auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: PASSWORD,
    });

    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });
});

describe('the signed-in user', () => {
  it('is returned by getUser and changed by updateUser, metadata merged', async () => {
    const { id, email } = await createConfirmedUser({ first_name: 'Una', last_name: 'Update' });
    const client = publicClient();
    await client.auth.signInWithPassword({ email, password: PASSWORD });

    const current = await client.auth.getUser();
    expect(current.error).toBeNull();
    expect(current.data.user).toMatchObject({ id, email, user_metadata: { first_name: 'Una' } });

    const updated = await client.auth.updateUser({ data: { last_name: 'Updated', company: 'Acme' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({
      first_name: 'Una',
      last_name: 'Updated',
      company: 'Acme',
    });
    const [row] = await db`select raw_user_meta_data from auth.users where id = ${id}`;
    expect(row?.raw_user_meta_data).toMatchObject({
      first_name: 'Una',
      last_name: 'Updated',
      company: 'Acme',
    });
  });

  it('keeps a new e-mail address pending until it is confirmed, as with double_confirm_changes', async () => {
    const { id, email } = await createConfirmedUser();
    const client = publicClient();
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    const next = uniqueEmail('changed');

    const { data, error } = await client.auth.updateUser({ email: next });

    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: next });
    const [row] = await db`select email, email_change from auth.users where id = ${id}`;
    expect(row).toEqual({ email, email_change: next });
  });

  it('can change the password, after which only the new one signs in', async () => {
    const { email } = await createConfirmedUser();
    const client = publicClient();
    await client.auth.signInWithPassword({ email, password: PASSWORD });

    const same = await client.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });

    const changed = await client.auth.updateUser({ password: 'a-brand-new-password' });
    expect(changed.error).toBeNull();
    expect((await publicClient().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    );
    expect(
      (await publicClient().auth.signInWithPassword({ email, password: 'a-brand-new-password' })).error,
    ).toBeNull();
  });

  it('is refused with session_not_found once signed out, and its sessions are gone', async () => {
    const { id, email } = await createConfirmedUser();
    const client = publicClient();
    const { data } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    const accessToken = present(data.session, 'a session').access_token;

    expect((await client.auth.signOut()).error).toBeNull();

    const response = await callAuth('/user', { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
    const { error } = await publicClient().auth.getUser(accessToken);
    expect(error?.name).toBe('AuthSessionMissingError');
    expect(await db`select id from auth.sessions where user_id = ${id}`).toHaveLength(0);
  });

  it('signs out only the current session with the local scope', async () => {
    const { id, email } = await createConfirmedUser();
    const first = publicClient();
    const second = publicClient();
    await first.auth.signInWithPassword({ email, password: PASSWORD });
    const { data } = await second.auth.signInWithPassword({ email, password: PASSWORD });

    expect((await first.auth.signOut({ scope: 'local' })).error).toBeNull();

    const remaining = await db`select id from auth.sessions where user_id = ${id}`;
    expect(remaining).toHaveLength(1);
    expect(
      (await publicClient().auth.getUser(present(data.session, 'a session').access_token)).data.user?.id,
    ).toBe(id);
  });
});
