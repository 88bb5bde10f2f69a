import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletedUserSchema } from '#contract/admin';
import { callApi } from '../support/api.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import {
  config,
  deleteUser,
  expectError,
  filesOnDisk,
  okJson,
  openDatabase,
  refuseRows,
  rowsOfCandidate,
  rowsOfRecruiter,
  seedCandidateWithData,
  seedRecruiterWithData,
  storedObjects,
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

async function deletionLogsOf(userId: string) {
  return sql<{ admin_id: string; target_user_email: string; previous_role: string; notes: string }[]>`
    select admin_id, target_user_email, previous_role, notes from public.admin_logs
    where target_user_id = ${userId} and action = 'DELETE_USER'`;
}

describe('DELETE /api/admin/users/{id}?type=recruiter', () => {
  it('leaves none of their interviews, invitations, responses or stored recordings', async () => {
    const candidate = await createTestUser(config, { role: 'CANDIDATE' });
    const seeded = await seedRecruiterWithData(sql, candidate);
    expect(await rowsOfRecruiter(sql, seeded)).toEqual({
      profiles: 1,
      interviews: 1,
      questions: 2,
      invitations: 2,
      responses: 1,
    });
    expect(await storedObjects(sql, 'responses', seeded.recordings)).toHaveLength(2);

    const body = deletedUserSchema.parse(
      await okJson(await deleteUser(admin, seeded.recruiter.id, 'recruiter')),
    );
    expect(body).toEqual({ success: true, email: seeded.recruiter.email, removed_files: 2 });

    expect(await rowsOfRecruiter(sql, seeded)).toEqual({
      profiles: 0,
      interviews: 0,
      questions: 0,
      invitations: 0,
      responses: 0,
    });
    expect(await storedObjects(sql, 'responses', seeded.recordings)).toEqual([]);
    expect(filesOnDisk('responses', seeded.recordings)).toEqual([]);
    const [authUser] = await sql`select id from auth.users where id = ${seeded.recruiter.id}`;
    expect(authUser).toBeUndefined();
    expect(await deletionLogsOf(seeded.recruiter.id)).toEqual([
      {
        admin_id: admin.id,
        target_user_email: seeded.recruiter.email,
        previous_role: 'RECRUITER',
        notes: 'Deleted the recruiter account with all its data',
      },
    ]);
    // The candidate they invited keeps their account.
    const [kept] = await sql`select id from public.profiles where id = ${candidate.id}`;
    expect(kept).toBeDefined();
  });

  it('answers 502 and deletes no row when Storage will not remove the recordings', async () => {
    const candidate = await createTestUser(config, { role: 'CANDIDATE' });
    const seeded = await seedRecruiterWithData(sql, candidate);
    const startedId = seeded.invitationIds[1] ?? '';
    const refusal = await refuseRows(
      sql,
      'storage.objects',
      'before delete',
      `old.bucket_id = 'responses' and old.name like '${startedId}/%'`,
    );
    try {
      const body = await expectError(await deleteUser(admin, seeded.recruiter.id, 'recruiter'), 502);
      expect(body.error).toBe('Could not delete the user’s stored files; the user was not deleted');
    } finally {
      await refusal.remove();
    }
    expect(await rowsOfRecruiter(sql, seeded)).toMatchObject({ profiles: 1, interviews: 1, responses: 1 });
    expect(await storedObjects(sql, 'responses', seeded.recordings)).toHaveLength(2);
    expect(await deletionLogsOf(seeded.recruiter.id)).toEqual([]);

    // Once Storage works again, the same call deletes everything.
    expect((await deleteUser(admin, seeded.recruiter.id, 'recruiter')).status).toBe(200);
    expect(await rowsOfRecruiter(sql, seeded)).toMatchObject({ profiles: 0, interviews: 0 });
    expect(await storedObjects(sql, 'responses', seeded.recordings)).toEqual([]);
  });
});

describe('DELETE /api/admin/users/{id}?type=candidate', () => {
  it('leaves none of their resumes, views, answers or stored files, and their auth user is gone', async () => {
    const recruiter = await createTestUser(config, { role: 'RECRUITER' });
    const seeded = await seedCandidateWithData(sql, recruiter);
    expect(await rowsOfCandidate(sql, seeded)).toEqual({
      auth_users: 1,
      profiles: 1,
      resumes: 1,
      views: 2,
      responses: 1,
      invitations: 1,
    });
    expect(await storedObjects(sql, 'resumes', seeded.resumeFiles)).toHaveLength(1);
    expect(await storedObjects(sql, 'responses', seeded.recordings)).toHaveLength(1);

    const body = deletedUserSchema.parse(
      await okJson(await deleteUser(admin, seeded.candidate.id, 'candidate')),
    );
    expect(body).toEqual({ success: true, email: seeded.candidate.email, removed_files: 2 });

    // The recruiter keeps the invitation record, no longer bound to anyone.
    expect(await rowsOfCandidate(sql, seeded)).toEqual({
      auth_users: 0,
      profiles: 0,
      resumes: 0,
      views: 0,
      responses: 0,
      invitations: 1,
    });
    expect(await storedObjects(sql, 'resumes', seeded.resumeFiles)).toEqual([]);
    expect(await storedObjects(sql, 'responses', seeded.recordings)).toEqual([]);
    expect(filesOnDisk('resumes', seeded.resumeFiles)).toEqual([]);
    expect(filesOnDisk('responses', seeded.recordings)).toEqual([]);
    expect(await deletionLogsOf(seeded.candidate.id)).toMatchObject([
      { admin_id: admin.id, target_user_email: seeded.candidate.email, previous_role: 'CANDIDATE' },
    ]);
    // Their token no longer gets them anywhere.
    expect((await callApi('/users/me', { token: seeded.candidate.accessToken })).status).toBe(401);
  });

  it('answers 502, keeps the account and writes no log when Auth will not delete the user', async () => {
    const recruiter = await createTestUser(config, { role: 'RECRUITER' });
    const seeded = await seedCandidateWithData(sql, recruiter);
    await sql`
      create or replace function pg_temp.refuse_admin_test_delete() returns trigger language plpgsql as $$
      begin
        raise exception 'refused by the test';
      end $$`;
    await sql.unsafe(`grant execute on function pg_temp.refuse_admin_test_delete() to public`);
    await sql.unsafe(`
      create trigger refuse_admin_test_delete before delete on auth.users
      for each row when (old.id = '${seeded.candidate.id}') execute function pg_temp.refuse_admin_test_delete()`);
    try {
      const body = await expectError(await deleteUser(admin, seeded.candidate.id, 'candidate'), 502);
      expect(body.error).toBe(
        'Could not delete the user’s account; their stored files were removed, so try again to finish',
      );
    } finally {
      await sql.unsafe('drop trigger refuse_admin_test_delete on auth.users');
    }
    expect(await rowsOfCandidate(sql, seeded)).toMatchObject({ auth_users: 1, profiles: 1, resumes: 1 });
    expect(await deletionLogsOf(seeded.candidate.id)).toEqual([]);

    expect((await deleteUser(admin, seeded.candidate.id, 'candidate')).status).toBe(200);
    expect(await rowsOfCandidate(sql, seeded)).toMatchObject({ auth_users: 0, profiles: 0, resumes: 0 });
    expect(await deletionLogsOf(seeded.candidate.id)).toHaveLength(1);
  });
});

describe('DELETE /api/admin/users/{id} refusals', () => {
  it('refuses an admin deleting themself', async () => {
    const body = await expectError(await deleteUser(admin, admin.id, 'recruiter'), 400);
    expect(body.error).toBe('You cannot delete your own account');
    const [still] = await sql`select id from auth.users where id = ${admin.id}`;
    expect(still).toBeDefined();
  });

  it('refuses with 409 when the user is no longer of the type the admin confirmed', async () => {
    const candidate = await createTestUser(config, { role: 'CANDIDATE' });
    const body = await expectError(await deleteUser(admin, candidate.id, 'recruiter'), 409);
    expect(body.error).toBe('This user is now a candidate; reload the list and confirm again');
    const [still] = await sql`select id from public.profiles where id = ${candidate.id}`;
    expect(still).toBeDefined();
  });

  it('answers 404 for an unknown user and 400 for a bad id or type', async () => {
    expect((await expectError(await deleteUser(admin, crypto.randomUUID(), 'candidate'), 404)).error).toBe(
      'User not found',
    );
    expect((await expectError(await deleteUser(admin, 'nope', 'candidate'), 400)).fields).toEqual({
      id: 'Must be a user id',
    });
    expect((await expectError(await deleteUser(admin, crypto.randomUUID(), 'boss'), 400)).fields).toEqual({
      type: 'Must be recruiter or candidate',
    });
  });
});
