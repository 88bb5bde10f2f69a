// A token outlives its session and its user by up to an hour (issue #14, item 8). The api refuses
// it with 401 once the session is gone, by a global logout or by deleting the user, before any of
// the request's SQL; Storage, which checks only the signature, refuses a deleted user's uploads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '#contract/errors';
import { callApi } from '../support/api.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { createConfirmedUser, PASSWORD, present, publicClient } from '../stack/auth-fixtures.ts';
import { config, expectError, openDatabase, seedInvitation } from '../support/interview-fixtures.ts';
import type { Database } from '../support/interview-fixtures.ts';
import { seedTakingInterview, startTake, tokenOf } from '../support/take-fixtures.ts';

const SESSION_ENDED = {
  error: 'Your session has ended. Please sign in again.',
  code: errorCodes.unauthenticated,
};

let sql: Database;
let recruiter: TestUser;

beforeAll(async () => {
  sql = openDatabase();
  recruiter = await createTestUser(config, { role: 'RECRUITER' });
});

afterAll(async () => {
  await sql.end();
});

describe("a deleted user's token", () => {
  it('answers 401 on POST /take/{token}/start (not 500) and on every other call', async () => {
    const candidate = await createTestUser(config);
    const interview = await seedTakingInterview(sql, recruiter);
    const invitationId = await seedInvitation(sql, interview.id, 'PENDING');
    const token = await tokenOf(sql, invitationId);
    await sql`delete from auth.users where id = ${candidate.id}`;

    expect(await expectError(await startTake(candidate, token), 401)).toEqual(SESSION_ENDED);
    expect(
      await expectError(await callApi('/candidates/video-resumes', { token: candidate.accessToken }), 401),
    ).toEqual(SESSION_ENDED);
    const [invitation] =
      await sql`select status, candidate_id from public.invitations where id = ${invitationId}`;
    expect(invitation).toEqual({ status: 'PENDING', candidate_id: null });
  });

  it('uploads nothing into the old resume folder: no orphan', async () => {
    const candidate = await createTestUser(config);
    await sql`delete from auth.users where id = ${candidate.id}`;
    const name = `${candidate.id}/orphan.webm`;
    const response = await fetch(`${config.supabaseUrl}/storage/v1/object/resumes/${name}`, {
      method: 'POST',
      headers: {
        apikey: config.publishableKey,
        authorization: `Bearer ${candidate.accessToken}`,
        'content-type': 'video/webm',
      },
      body: new TextEncoder().encode('not a recording'),
    });
    expect(response.ok).toBe(false);
    expect(
      await sql`select 1 from storage.objects where bucket_id = 'resumes' and name = ${name}`,
    ).toHaveLength(0);
  });
});

describe('a token after a global logout', () => {
  it('answers 401 at once, while a token of a live session still works', async () => {
    const { email } = await createConfirmedUser();
    const signedOut = publicClient();
    const stays = publicClient();
    const { data } = await signedOut.auth.signInWithPassword({ email, password: PASSWORD });
    const accessToken = present(data.session, 'a session').access_token;
    expect((await callApi('/candidates/video-resumes', { token: accessToken })).status).toBe(200);

    const { data: other } = await stays.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await signedOut.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(
      await expectError(await callApi('/candidates/video-resumes', { token: accessToken }), 401),
    ).toEqual(SESSION_ENDED);
    // The recruiter routes' role check reads the profile in one round trip with the session check.
    expect(await expectError(await callApi('/interviews', { token: accessToken }), 401)).toEqual(
      SESSION_ENDED,
    );
    const otherToken = present(other.session, 'another session').access_token;
    expect((await callApi('/candidates/video-resumes', { token: otherToken })).status).toBe(200);

    expect((await stays.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect(await expectError(await callApi('/candidates/video-resumes', { token: otherToken }), 401)).toEqual(
      SESSION_ENDED,
    );
  });
});
