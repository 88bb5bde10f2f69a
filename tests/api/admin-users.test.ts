import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserPageSchema } from '#contract/admin';
import { createTestUser, uniqueName, type TestUser } from '../support/users.ts';
import { config, expectError, listUsers, okJson, openDatabase, type Database } from './admin-fixtures.ts';

let sql: Database;
let admin: TestUser;
/** A marker only this run's users carry in their names, so searches see no other test's users. */
let marker: string;
let ada: TestUser;
let bob: TestUser;
let cleo: TestUser;
let literal: TestUser;
let lookalike: TestUser;

beforeAll(async () => {
  sql = openDatabase();
  marker = uniqueName('Mk').replaceAll('-', '');
  admin = await createTestUser(config, { role: 'ADMIN' });
  ada = await createTestUser(config, { role: 'ADMIN', firstName: 'Adaline', lastName: `${marker}Admin` });
  bob = await createTestUser(config, { role: 'RECRUITER', firstName: 'Bobby', lastName: `${marker}Rec` });
  cleo = await createTestUser(config, {
    role: 'CANDIDATE',
    email: `${uniqueName('cleo')}@Test.Example.com`,
    firstName: 'Cleo',
    lastName: `${marker}Cand`,
  });
  literal = await createTestUser(config, { role: 'CANDIDATE', firstName: `${marker}100%_sure` });
  // What '100%_sure' would match if % and _ were wildcards.
  lookalike = await createTestUser(config, { role: 'CANDIDATE', firstName: `${marker}100 percent sure` });
});

afterAll(async () => {
  await sql.end();
});

async function page(query: Record<string, string>) {
  return adminUserPageSchema.parse(await okJson(await listUsers(admin, query)));
}

function emailsOf(result: { users: { email: string }[] }): string[] {
  return result.users.map((user) => user.email).sort();
}

describe('GET /api/admin/users', () => {
  it('lists each user with role, type, names and joined date, newest first', async () => {
    const result = await page({ search: marker });
    expect(result.users.map((user) => user.email)).toEqual([
      lookalike.email,
      literal.email,
      cleo.email,
      bob.email,
      ada.email,
    ]);
    expect(result.users.find((user) => user.id === bob.id)).toEqual({
      id: bob.id,
      email: bob.email,
      name: `Bobby ${marker}Rec`,
      first_name: 'Bobby',
      last_name: `${marker}Rec`,
      role: 'RECRUITER',
      user_type: 'recruiter',
      created_at: expect.any(String) as string,
      // A user made RECRUITER owns a workspace of their own.
      workspaces: [{ id: expect.any(String) as string, name: "Bobby's team", role: 'OWNER' }],
    });
    expect(result.users.find((user) => user.id === cleo.id)?.workspaces).toEqual([]);
    expect(result.users.find((user) => user.id === ada.id)?.user_type).toBe('recruiter');
    expect(result.users.find((user) => user.id === cleo.id)?.user_type).toBe('candidate');
    expect(result.total).toBe(5);
  });

  it('searches e-mail, full name, first and last name, ignoring case', async () => {
    expect(emailsOf(await page({ search: cleo.email.toUpperCase() }))).toEqual([cleo.email]);
    expect(emailsOf(await page({ search: `bobby ${marker.toLowerCase()}rec` }))).toEqual([bob.email]);
    expect(emailsOf(await page({ search: 'ADALINE' })).includes(ada.email)).toBe(true);
    expect(emailsOf(await page({ search: `${marker}cand`.toUpperCase() }))).toEqual([cleo.email]);
  });

  it('takes % and _ in the search literally', async () => {
    expect(emailsOf(await page({ search: `${marker}100%_sure` }))).toEqual([literal.email]);
    expect(emailsOf(await page({ search: `${marker}100` }))).toEqual([literal.email, lookalike.email].sort());
    // Unescaped, '%' and '_' would match every one of this file's users.
    const wildcards = await page({ search: `%${marker.slice(0, 3)}_` });
    expect(wildcards.users).toEqual([]);
    expect(wildcards.total).toBe(0);
  });

  it('filters by role', async () => {
    expect(emailsOf(await page({ search: marker, role: 'ADMIN' }))).toEqual([ada.email]);
    expect(emailsOf(await page({ search: marker, role: 'RECRUITER' }))).toEqual([bob.email]);
    expect(emailsOf(await page({ search: marker, role: 'CANDIDATE' }))).toEqual(
      [cleo.email, literal.email, lookalike.email].sort(),
    );
    expect(emailsOf(await page({ search: marker, role: 'ALL' }))).toHaveLength(5);
  });

  it('pages through the matches', async () => {
    const first = await page({ search: marker, page_size: '3' });
    const second = await page({ search: marker, page_size: '3', page: '2' });
    expect(first.users).toHaveLength(3);
    expect(second.users).toHaveLength(2);
    expect({ total: second.total, page: second.page, page_size: second.page_size }).toEqual({
      total: 5,
      page: 2,
      page_size: 3,
    });
    expect([...emailsOf(first), ...emailsOf(second)].sort()).toEqual(
      [ada.email, bob.email, cleo.email, literal.email, lookalike.email].sort(),
    );
  });

  it('counts every user by role, whatever the search and filter', async () => {
    const { counts } = await page({ search: marker, role: 'ADMIN' });
    expect(counts.total).toBe(counts.candidates + counts.recruiters + counts.admins);
    // More than the one match: the counters are over every user (this file alone made five).
    expect(counts.admins).toBeGreaterThanOrEqual(2);
    expect(counts.recruiters).toBeGreaterThanOrEqual(1);
    expect(counts.candidates).toBeGreaterThanOrEqual(2);
  });

  it('answers 400 with fields for a bad role filter, page or page size', async () => {
    const role = await expectError(await listUsers(admin, { role: 'BOSS' }), 400);
    expect(role.fields).toEqual({ role: 'Must be ALL, CANDIDATE, RECRUITER or ADMIN' });
    const pageNumber = await expectError(await listUsers(admin, { page: '0' }), 400);
    expect(pageNumber.fields).toEqual({ page: 'Must be a whole number of at least 1' });
    const size = await expectError(await listUsers(admin, { page_size: '101' }), 400);
    expect(size.fields).toEqual({ page_size: 'Must be a whole number from 1 to 100' });
    const long = await expectError(await listUsers(admin, { search: 'x'.repeat(201) }), 400);
    expect(long.fields).toEqual({ search: 'Search must be at most 200 characters' });
  });
});
