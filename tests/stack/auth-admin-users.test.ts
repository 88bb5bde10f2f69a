import { afterAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  callAuth,
  config,
  createConfirmedUser,
  openDatabase,
  present,
  PASSWORD,
  publicClient,
  uniqueEmail,
} from './auth-fixtures.ts';

const db = openDatabase();
afterAll(() => db.end());

describe('admin user endpoints with the secret key', () => {
  it('create a confirmed user whose password signs in and whose profile exists', async () => {
    const email = uniqueEmail('admin-create');
    const { data, error } = await adminClient().auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { first_name: 'Ada', last_name: 'Created' },
    });

    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { first_name: 'Ada', last_name: 'Created', email_verified: true },
    });
    const [profile] =
      await db`select first_name, last_name from public.profiles where id = ${present(data.user, 'a user').id}`;
    expect(profile).toEqual({ first_name: 'Ada', last_name: 'Created' });
    const signIn = await publicClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
  });

  it('refuse to create a second user with the same e-mail address', async () => {
    const { email } = await createConfirmedUser();
    const { error } = await adminClient().auth.admin.createUser({ email, password: PASSWORD });

    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('list users newest first, a page at a time, with the total count', async () => {
    const older = await createConfirmedUser();
    const newer = await createConfirmedUser();
    const admin = adminClient();

    const all = await admin.auth.admin.listUsers({ page: 1, perPage: 1000 });
    expect(all.error).toBeNull();
    const ids = all.data.users.map((user) => user.id);
    expect(ids).toContain(older.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));

    const firstPage = await admin.auth.admin.listUsers({ page: 1, perPage: 1 });
    expect(firstPage.data.users).toHaveLength(1);
    expect(firstPage.data).toMatchObject({ aud: 'authenticated', nextPage: 2 });
    expect((firstPage.data as unknown as { total: number }).total).toBeGreaterThanOrEqual(2);

    const response = await callAuth('/admin/users?page=1&per_page=1', {
      apikey: config.secretKey,
      headers: { Authorization: `Bearer ${config.secretKey}` },
    });
    expect(response.headers.get('link')).toMatch(
      /^<\/admin\/users\?page=2&per_page=1>; rel="next", <\/admin\/users\?page=\d+&per_page=1>; rel="last"$/,
    );
    expect(Number(response.headers.get('x-total-count'))).toBeGreaterThanOrEqual(2);
  });

  it('delete a user together with their profile and sessions', async () => {
    const { id, email } = await createConfirmedUser();
    await publicClient().auth.signInWithPassword({ email, password: PASSWORD });
    const admin = adminClient();

    const { error } = await admin.auth.admin.deleteUser(id);

    expect(error).toBeNull();
    expect(await db`select id from auth.users where id = ${id}`).toHaveLength(0);
    expect(await db`select id from public.profiles where id = ${id}`).toHaveLength(0);
    expect(await db`select id from auth.sessions where user_id = ${id}`).toHaveLength(0);
    const again = await admin.auth.admin.getUserById(id);
    expect(again.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });
});

describe('admin user endpoints without the secret key', () => {
  it('refuse the publishable key with not_admin', async () => {
    const notAdmin = publicClient();

    const list = await notAdmin.auth.admin.listUsers();
    expect(list.error).toMatchObject({ name: 'AuthApiError', status: 403, code: 'not_admin' });

    const { id } = await createConfirmedUser();
    const removal = await notAdmin.auth.admin.deleteUser(id);
    expect(removal.error).toMatchObject({ status: 403, code: 'not_admin' });
    expect(await db`select id from auth.users where id = ${id}`).toHaveLength(1);
  });

  it('refuse a signed-in user’s access token with not_admin', async () => {
    const { email } = await createConfirmedUser();
    const { data } = await publicClient().auth.signInWithPassword({ email, password: PASSWORD });

    const response = await callAuth('/admin/users', {
      headers: { Authorization: `Bearer ${present(data.session, 'a session').access_token}` },
    });

    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
  });
});
