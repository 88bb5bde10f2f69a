import { afterAll, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_REUSE_INTERVAL_SECONDS } from '../../local/stack/auth/refresh-token-grant.ts';
import {
  callAuth,
  createConfirmedUser,
  openDatabase,
  PASSWORD,
  present,
  publicClient,
} from './auth-fixtures.ts';

const db = openDatabase();
afterAll(() => db.end());

async function signedIn() {
  const { id, email } = await createConfirmedUser();
  const client = publicClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error || !data.session) throw error ?? new Error('no session');
  return { id, client, session: data.session };
}

/** Pretends a revoked token was revoked longer ago than the reuse interval allows. */
async function ageRevocation(token: string) {
  await db`update auth.refresh_tokens
           set updated_at = now() - make_interval(secs => ${REFRESH_TOKEN_REUSE_INTERVAL_SECONDS + 5})
           where token = ${token}`;
}

describe('refreshing a session', () => {
  it('issues new tokens, revokes the old refresh token and records the rotation', async () => {
    const { client, session } = await signedIn();
    const [before] = await db`select refreshed_at from auth.sessions where id in (
      select session_id from auth.refresh_tokens where token = ${session.refresh_token})`;
    expect(before?.refreshed_at).toBeNull();

    const { data, error } = await client.auth.refreshSession({ refresh_token: session.refresh_token });

    expect(error).toBeNull();
    const refreshed = present(data.session, 'a refreshed session');
    expect(data.session?.refresh_token).toMatch(/^[a-z0-9]{12}$/);
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(data.session?.access_token).not.toBe(session.access_token);
    expect(data.user?.id).toBe(session.user.id);

    const rows = await db`select token, revoked, parent, session_id from auth.refresh_tokens
                          where token in ${db([session.refresh_token, refreshed.refresh_token])}`;
    const old = rows.find((row) => row.token === session.refresh_token);
    const fresh = rows.find((row) => row.token === refreshed.refresh_token);
    expect(old?.revoked).toBe(true);
    expect(fresh).toMatchObject({
      revoked: false,
      parent: session.refresh_token,
      session_id: old?.session_id,
    });
    const [after] =
      await db`select refreshed_at from auth.sessions where id = ${present(old, 'the old token').session_id}`;
    expect(after?.refreshed_at).not.toBeNull();
  });

  it('gives the current token back when the token just rotated away is presented again', async () => {
    const { client, session } = await signedIn();
    const first = await client.auth.refreshSession({ refresh_token: session.refresh_token });

    const again = await publicClient().auth.refreshSession({ refresh_token: session.refresh_token });

    expect(again.error).toBeNull();
    expect(again.data.session?.refresh_token).toBe(first.data.session?.refresh_token);
  });

  it('refuses an old refresh token once the reuse interval has passed and revokes the whole session', async () => {
    const { client, session } = await signedIn();
    const first = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    await client.auth.refreshSession({
      refresh_token: present(first.data.session, 'a session').refresh_token,
    });
    await ageRevocation(session.refresh_token);

    const { data, error } = await publicClient().auth.refreshSession({
      refresh_token: session.refresh_token,
    });

    expect(data.session).toBeNull();
    expect(error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'refresh_token_already_used' });
    expect(error?.message).toBe('Invalid Refresh Token: Already Used');
    const active = await db`select token from auth.refresh_tokens where revoked = false and session_id = (
      select session_id from auth.refresh_tokens where token = ${session.refresh_token})`;
    expect(active).toHaveLength(0);
  });

  it('refuses a refresh token that was never issued', async () => {
    const { error } = await publicClient().auth.refreshSession({ refresh_token: 'abcdefghijkl' });

    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('refuses the refresh token of a signed-out session', async () => {
    const { client, session } = await signedIn();
    await client.auth.signOut();

    const response = await callAuth('/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('refuses a malformed refresh token with validation_failed', async () => {
    const response = await callAuth('/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: 'short' }),
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'Refresh token is not valid',
    });
  });
});
