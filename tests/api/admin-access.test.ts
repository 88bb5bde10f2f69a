import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../support/users.ts';
import {
  changeRole,
  config,
  deleteUser,
  expectError,
  listLogs,
  listUsers,
  openDatabase,
  roleChangeOf,
  type Database,
} from './admin-fixtures.ts';

let sql: Database;
let candidate: TestUser;
let recruiter: TestUser;
let target: TestUser;

beforeAll(async () => {
  sql = openDatabase();
  [candidate, recruiter, target] = await Promise.all([
    createTestUser(config, { role: 'CANDIDATE' }),
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'CANDIDATE' }),
  ]);
});

afterAll(async () => {
  await sql.end();
});

const routes = [
  { name: 'GET /api/admin/users', call: (user?: TestUser) => listUsers(user) },
  { name: 'GET /api/admin/logs', call: (user?: TestUser) => listLogs(user) },
  {
    name: 'PUT /api/admin/users/role',
    call: (user?: TestUser) => changeRole(user, roleChangeOf(target, 'ADMIN')),
  },
  {
    name: 'DELETE /api/admin/users/{id}',
    call: (user?: TestUser) => deleteUser(user, target.id, 'candidate'),
  },
];

async function targetIsUntouched() {
  const [row] = await sql<{ role: string; logs: number }[]>`
    select p.role, (select count(*) from public.admin_logs where target_user_id = p.id)::int as logs
    from public.profiles p where p.id = ${target.id}`;
  expect(row).toEqual({ role: 'CANDIDATE', logs: 0 });
}

describe.each(routes)('$name refuses everyone but admins', ({ call }) => {
  it('answers 401 to a signed-out caller', async () => {
    const body = await expectError(await call(), 401);
    expect(body.code).toBe('unauthenticated');
    await targetIsUntouched();
  });

  it('answers 403 to a candidate', async () => {
    const body = await expectError(await call(candidate), 403);
    expect(body).toMatchObject({ error: 'Only administrators can do this', code: 'admin_required' });
    await targetIsUntouched();
  });

  it('answers 403 to a recruiter', async () => {
    const body = await expectError(await call(recruiter), 403);
    expect(body).toMatchObject({ error: 'Only administrators can do this', code: 'admin_required' });
    await targetIsUntouched();
  });
});

describe('an admin who has been demoted', () => {
  it('loses admin access on the next request, with the same token', async () => {
    const [admin, otherAdmin] = await Promise.all([
      createTestUser(config, { role: 'ADMIN' }),
      createTestUser(config, { role: 'ADMIN' }),
    ]);
    expect((await listUsers(admin)).status).toBe(200);
    expect((await changeRole(otherAdmin, roleChangeOf(admin, 'RECRUITER'))).status).toBe(200);
    await expectError(await listUsers(admin), 403);
  });
});
