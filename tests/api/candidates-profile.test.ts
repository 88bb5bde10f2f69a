// GET /api/candidates/me and PUT /api/candidates/profile: a signed-in account reads and renames
// itself; anon is asked to sign in; bad names answer 400 and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateErrorMessages, candidateSchema } from '#contract/candidates';
import { createTestUser, type TestUser } from '../support/users.ts';
import { getCandidateApi } from '../support/candidate-fixtures.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  sendJson,
  type Database,
} from '../support/interview-fixtures.ts';

let sql: Database;
let candidate: TestUser;

beforeAll(async () => {
  sql = openDatabase();
  candidate = await createTestUser(config, { role: 'CANDIDATE', firstName: 'Casey', lastName: 'Jones' });
});

afterAll(async () => {
  await sql.end();
});

async function namesOf(user: TestUser) {
  const [row] = await sql<{ first_name: string; last_name: string }[]>`
    select first_name, last_name from public.profiles where id = ${user.id}`;
  return row;
}

describe('GET /api/candidates/me', () => {
  it('answers the signed-in candidate', async () => {
    const me = candidateSchema.parse(await expectJson(await getCandidateApi('/me', candidate), 200));
    expect(me).toEqual({
      id: candidate.id,
      email: candidate.email,
      first_name: 'Casey',
      last_name: 'Jones',
      locale: null,
    });
  });

  it('asks anon to sign in', async () => {
    expect((await expectError(await getCandidateApi('/me', undefined), 401)).code).toBe('unauthenticated');
  });

  it('answers 401 for the token of a deleted account', async () => {
    const gone = await createTestUser(config, { role: 'CANDIDATE' });
    await sql`delete from auth.users where id = ${gone.id}`;
    expect((await expectError(await getCandidateApi('/me', gone), 401)).code).toBe('unauthenticated');
  });
});

describe('PUT /api/candidates/profile', () => {
  it('renames the caller, trimmed, and answers the candidate', async () => {
    const user = await createTestUser(config, { role: 'CANDIDATE' });
    const response = await sendJson(
      'PUT',
      '/candidates/profile',
      { first_name: '  Ada ', last_name: 'Lovelace ' },
      user,
    );
    const updated = candidateSchema.parse(await expectJson(response, 200));
    expect(updated).toEqual({
      id: user.id,
      email: user.email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      locale: null,
    });
    expect(await namesOf(user)).toEqual({ first_name: 'Ada', last_name: 'Lovelace' });
  });

  it('refuses blank, missing, too long and unknown fields with 400 and changes nothing', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{ first_name: '  ', last_name: 'X' }, { first_name: candidateErrorMessages.firstNameRequired }],
      [{ first_name: 'X' }, { last_name: candidateErrorMessages.lastNameRequired }],
      [{ first_name: 'X', last_name: 'y'.repeat(101) }, { last_name: candidateErrorMessages.nameTooLong }],
    ];
    for (const [body, fields] of cases) {
      const error = await expectError(await sendJson('PUT', '/candidates/profile', body, candidate), 400);
      expect(error.fields).toEqual(fields);
    }
    const unknown = await sendJson(
      'PUT',
      '/candidates/profile',
      { first_name: 'A', last_name: 'B', role: 'ADMIN' },
      candidate,
    );
    expect((await expectError(unknown, 400)).code).toBe('invalid_input');
    expect(await namesOf(candidate)).toEqual({ first_name: 'Casey', last_name: 'Jones' });
    const [role] = await sql<{ role: string }[]>`select role from public.profiles where id = ${candidate.id}`;
    expect(role?.role).toBe('CANDIDATE');
  });

  it('asks anon to sign in', async () => {
    const response = await sendJson('PUT', '/candidates/profile', { first_name: 'A', last_name: 'B' });
    expect((await expectError(response, 401)).code).toBe('unauthenticated');
  });
});
