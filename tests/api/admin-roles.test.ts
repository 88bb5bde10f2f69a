import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogPageSchema, adminUserSchema } from '#contract/admin';
import { currentUserSchema } from '#contract/users';
import { callApi } from '../support/api.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import {
  changeRole,
  config,
  expectError,
  listLogs,
  okJson,
  openDatabase,
  roleChangeOf,
  spec7RoleChangeOf,
  type Database,
} from './admin-fixtures.ts';

let sql: Database;
let admin: TestUser;

beforeAll(async () => {
  sql = openDatabase();
  admin = await createTestUser(config, { role: 'ADMIN' });
});

afterAll(async () => {
  await sql.end();
});

async function roleOf(user: TestUser): Promise<string | undefined> {
  const [row] = await sql<{ role: string }[]>`select role from public.profiles where id = ${user.id}`;
  return row?.role;
}

async function roleLogsOf(user: TestUser) {
  return sql<{ admin_id: string; previous_role: string; new_role: string; notes: string }[]>`
    select admin_id, previous_role, new_role, notes from public.admin_logs
    where target_user_id = ${user.id} and action = 'ROLE_CHANGE' and admin_id is not null
    order by created_at`;
}

describe('PUT /api/admin/users/role', () => {
  it("changes the role, answers the user, and logs 'Role changed from X to Y' with the admin", async () => {
    const candidate = await createTestUser(config, { role: 'CANDIDATE' });
    const user = adminUserSchema.parse(
      await okJson(await changeRole(admin, roleChangeOf(candidate, 'ADMIN'))),
    );
    expect(user).toMatchObject({
      id: candidate.id,
      email: candidate.email,
      role: 'ADMIN',
      user_type: 'recruiter',
    });
    expect(await roleOf(candidate)).toBe('ADMIN');
    expect(await roleLogsOf(candidate)).toEqual([
      {
        admin_id: admin.id,
        previous_role: 'CANDIDATE',
        new_role: 'ADMIN',
        notes: 'Role changed from CANDIDATE to ADMIN',
      },
    ]);

    const logs = adminLogPageSchema.parse(await okJson(await listLogs(admin, { page_size: '100' })));
    expect(logs.logs.find((log) => log.target_user_email === candidate.email)).toMatchObject({
      action: 'ROLE_CHANGE',
      previous_role: 'CANDIDATE',
      new_role: 'ADMIN',
      notes: 'Role changed from CANDIDATE to ADMIN',
    });
  });

  it('lets a candidate promoted to recruiter in on their next request, with the same token', async () => {
    const candidate = await createTestUser(config, { role: 'CANDIDATE' });
    expect((await callApi('/users/me', { token: candidate.accessToken })).status).toBe(403);
    expect((await callApi('/interviews', { token: candidate.accessToken })).status).toBe(403);

    expect((await changeRole(admin, roleChangeOf(candidate, 'RECRUITER'))).status).toBe(200);

    const me = currentUserSchema.parse(
      await okJson(await callApi('/users/me', { token: candidate.accessToken })),
    );
    expect(me.role).toBe('RECRUITER');
    expect((await callApi('/interviews', { token: candidate.accessToken })).status).toBe(200);
  });

  it('writes the note itself, whatever notes the client sends', async () => {
    const recruiter = await createTestUser(config, { role: 'RECRUITER' });
    const body = { ...roleChangeOf(recruiter, 'CANDIDATE'), notes: 'Promoted to CEO' };
    expect((await changeRole(admin, body)).status).toBe(200);
    expect((await roleLogsOf(recruiter)).map((log) => log.notes)).toEqual([
      'Role changed from RECRUITER to CANDIDATE',
    ]);
  });

  it("takes docs/product.md §7's whole body, but logs the e-mail, type and note the server knows", async () => {
    const candidate = await createTestUser(config, { role: 'CANDIDATE' });
    const body = {
      ...spec7RoleChangeOf(candidate, 'RECRUITER'),
      user_email: 'someone.else@test.example.com',
      user_type: 'recruiter',
      notes: 'Promoted to CEO',
    };
    const user = adminUserSchema.parse(await okJson(await changeRole(admin, body)));
    expect(user).toMatchObject({ email: candidate.email, role: 'RECRUITER', user_type: 'recruiter' });
    const [entry] = await sql<{ target_user_email: string; notes: string }[]>`
      select target_user_email, notes from public.admin_logs
      where target_user_id = ${candidate.id} and action = 'ROLE_CHANGE' and admin_id is not null`;
    expect(entry).toEqual({
      target_user_email: candidate.email,
      notes: 'Role changed from CANDIDATE to RECRUITER',
    });
  });

  it('changes and logs nothing when the user already has the role', async () => {
    const recruiter = await createTestUser(config, { role: 'RECRUITER' });
    const user = adminUserSchema.parse(
      await okJson(await changeRole(admin, roleChangeOf(recruiter, 'RECRUITER'))),
    );
    expect(user.role).toBe('RECRUITER');
    expect(await roleLogsOf(recruiter)).toEqual([]);
  });

  it('lets an admin step down while another admin remains', async () => {
    const leaving = await createTestUser(config, { role: 'ADMIN' });
    expect((await changeRole(leaving, roleChangeOf(leaving, 'RECRUITER'))).status).toBe(200);
    expect(await roleOf(leaving)).toBe('RECRUITER');
    expect(await roleLogsOf(leaving)).toEqual([
      {
        admin_id: leaving.id,
        previous_role: 'ADMIN',
        new_role: 'RECRUITER',
        notes: 'Role changed from ADMIN to RECRUITER',
      },
    ]);
  });

  it('answers 404 for a user that does not exist and 400 with fields for a bad body', async () => {
    const ghost = { ...roleChangeOf(admin, 'CANDIDATE'), user_id: crypto.randomUUID() };
    expect((await expectError(await changeRole(admin, ghost), 404)).error).toBe('User not found');

    const bad = await expectError(
      await changeRole(admin, { user_id: 'x', user_email: 'a@b.c', user_type: 'boss', new_role: 'KING' }),
      400,
    );
    // user_type is no longer the client's to say, so its value is not checked.
    expect(bad.fields).toEqual({
      user_id: 'Must be a user id',
      new_role: expect.any(String) as string,
    });
    expect(await roleOf(admin)).toBe('ADMIN');
  });
});

describe('the last admin', () => {
  // Other admins exist on the shared database (the seeded one, other tests'), so the rule is
  // exercised where it lives: the route's own UPDATE, as this admin, in a transaction where every
  // other admin has been demoted, rolled back afterwards so nobody else notices.
  it('cannot demote themself', async () => {
    const last = await createTestUser(config, { role: 'ADMIN' });
    const outcome = await sql
      .begin(async (tx) => {
        await tx`update public.profiles set role = 'RECRUITER' where role = 'ADMIN' and id <> ${last.id}`;
        const [admins] = await tx<{ n: number }[]>`
          select count(*)::int as n from public.profiles where role = 'ADMIN'`;
        expect(admins?.n).toBe(1);
        await tx`
          select set_config('role', 'authenticated', true),
                 set_config('request.jwt.claims', ${JSON.stringify({ sub: last.id, role: 'authenticated' })}, true)`;
        await tx`update public.profiles set role = 'CANDIDATE'::public.app_role where id = ${last.id}`;
        return 'demoted';
      })
      .catch((error: unknown) => error);
    expect(outcome).toMatchObject({
      code: '23514',
      message: 'The last administrator cannot give up the ADMIN role',
    });
    expect(await roleOf(last)).toBe('ADMIN');
  });
});
