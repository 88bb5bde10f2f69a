import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogPageSchema } from '#contract/admin';
import { createTestUser, type TestUser } from '../support/users.ts';
import {
  changeRole,
  config,
  expectError,
  listLogs,
  okJson,
  openDatabase,
  roleChangeOf,
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

describe('GET /api/admin/logs', () => {
  it('answers 10 entries by default, newest first, with the total', async () => {
    const result = adminLogPageSchema.parse(await okJson(await listLogs(admin)));
    expect(result.page_size).toBe(10);
    expect(result.page).toBe(1);
    expect(result.logs.length).toBeLessThanOrEqual(10);
    const times = result.logs.map((log) => log.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const [count] = await sql<{ n: number }[]>`select count(*)::int as n from public.admin_logs`;
    expect(result.total).toBeLessThanOrEqual(count?.n ?? 0);
  });

  it('shows a new role change on top of the next read', async () => {
    const candidate = await createTestUser(config, { role: 'CANDIDATE' });
    expect((await changeRole(admin, roleChangeOf(candidate, 'RECRUITER'))).status).toBe(200);
    const result = adminLogPageSchema.parse(await okJson(await listLogs(admin, { page_size: '50' })));
    const entry = result.logs.find((log) => log.target_user_email === candidate.email);
    expect(entry).toEqual({
      id: expect.any(String) as string,
      action: 'ROLE_CHANGE',
      target_user_email: candidate.email,
      previous_role: 'CANDIDATE',
      new_role: 'RECRUITER',
      notes: 'Role changed from CANDIDATE to RECRUITER',
      created_at: expect.any(String) as string,
    });
  });

  it('answers 400 with fields for a bad page size', async () => {
    const body = await expectError(await listLogs(admin, { page_size: '0' }), 400);
    expect(body.fields).toEqual({ page_size: 'Must be a whole number from 1 to 100' });
  });
});
