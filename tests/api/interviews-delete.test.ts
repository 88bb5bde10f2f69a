import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recruiterAccessDeniedSchema } from '#contract/errors';
import { deletedSchema } from '#contract/interviews';
import { callApi } from '../support/api.ts';
import type { TestUser } from '../support/users.ts';
import {
  expectError,
  expectJson,
  openDatabase,
  refuseRows,
  rowsOfInterview,
  seedInterview,
  seedInvitation,
  signedUrlOf,
  storedObjectsOf,
  uploadResponseMedia,
  type Database,
} from '../support/interview-fixtures.ts';
import { createPersonas } from '../support/personas.ts';

let sql: Database;
let recruiter: TestUser;
let otherRecruiter: TestUser;
let admin: TestUser;
let candidate: TestUser;

beforeAll(async () => {
  sql = openDatabase();
  ({ recruiter, otherRecruiter, admin, candidate } = await createPersonas());
});

afterAll(async () => {
  // Through the api, so the recordings of what the tests left go with the rows.
  const left = await sql<
    { id: string }[]
  >`select id from public.interviews where recruiter_id = ${recruiter.id}`;
  for (const { id } of left) await deleteInterview(id, recruiter);
  await sql.end();
});

function deleteInterview(id: string, user?: TestUser) {
  return callApi(`/interviews/${id}`, { method: 'DELETE', token: user?.accessToken });
}

/**
 * An interview of the recruiter with two questions, a PENDING invitation and a STARTED one bound to
 * the candidate, who uploaded a recording for each question through the Storage API; the first
 * answer is saved with an AI analysis, and the invitation e-mail is queued.
 */
async function seedInterviewWithRecordings() {
  const interview = await seedInterview(sql, recruiter, { questions: 2 });
  const pendingId = await seedInvitation(sql, interview.id, 'PENDING');
  const startedId = await seedInvitation(sql, interview.id, 'STARTED', candidate);
  const names = interview.questionIds.map((questionId) => `${startedId}/${questionId}/1.webm`);
  for (const name of names) await uploadResponseMedia(candidate, name, randomBytes(2048));
  await sql`
    insert into public.responses (invitation_id, question_id, candidate_id, media_path, transcription, ai_insights)
    values (${startedId}, ${interview.questionIds[0] ?? ''}, ${candidate.id}, ${names[0] ?? ''}, 'Hello',
            ${sql.json({ score: 80, summary: 'Good' })})`;
  await sql`
    insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
    values (${pendingId}, 'invitee@test.example.com', 'Interview', '<p>Hi</p>', 'Hi')`;
  return { interviewId: interview.id, invitationIds: [pendingId, startedId], startedId, names };
}

describe('DELETE /api/interviews/{id}', () => {
  it('deletes the interview with its questions, invitations, responses and stored recordings', async () => {
    const seeded = await seedInterviewWithRecordings();
    expect(await rowsOfInterview(sql, seeded.interviewId)).toEqual({
      interviews: 1,
      questions: 2,
      invitations: 2,
      responses: 1,
    });
    expect(await storedObjectsOf(sql, seeded.startedId)).toEqual([...seeded.names].sort());
    const signedUrl = await signedUrlOf(recruiter, seeded.names[0] ?? '');
    expect((await fetch(signedUrl)).status).toBe(200);

    const body = deletedSchema.parse(
      await expectJson(await deleteInterview(seeded.interviewId, recruiter), 200),
    );
    expect(body).toEqual({ success: true });

    expect(await rowsOfInterview(sql, seeded.interviewId)).toEqual({
      interviews: 0,
      questions: 0,
      invitations: 0,
      responses: 0,
    });
    const [mails] = await sql<{ n: number }[]>`
      select count(*)::int as n from public.mail_outbox where invitation_id = any(${seeded.invitationIds})`;
    expect(mails?.n).toBe(0);
    expect(await storedObjectsOf(sql, seeded.startedId)).toEqual([]);
    const afterwards = await fetch(signedUrl);
    expect(afterwards.status).toBeGreaterThanOrEqual(400);
    await afterwards.body?.cancel();
    await expectError(
      await callApi(`/interviews/${seeded.interviewId}`, { token: recruiter.accessToken }),
      404,
    );
  });

  it('deletes an interview that has no invitations', async () => {
    const { id } = await seedInterview(sql, recruiter, { questions: 3 });
    expect((await deleteInterview(id, recruiter)).status).toBe(200);
    expect(await rowsOfInterview(sql, id)).toMatchObject({ interviews: 0, questions: 0 });
  });

  it('answers 502 and deletes nothing, rows or recordings, when Storage fails to remove them', async () => {
    const seeded = await seedInterviewWithRecordings();
    const refusal = await refuseRows(
      sql,
      'storage.objects',
      'before delete',
      `old.bucket_id = 'responses' and old.name like '${seeded.startedId}/%'`,
    );
    try {
      const body = await expectError(await deleteInterview(seeded.interviewId, recruiter), 502);
      expect(body.error).toBe('Could not delete the stored recordings; nothing was deleted');
    } finally {
      await refusal.remove();
    }
    expect(await rowsOfInterview(sql, seeded.interviewId)).toEqual({
      interviews: 1,
      questions: 2,
      invitations: 2,
      responses: 1,
    });
    expect(await storedObjectsOf(sql, seeded.startedId)).toEqual([...seeded.names].sort());
    // The submitted take still plays (the recruiter reads submitted takes only).
    expect((await fetch(await signedUrlOf(recruiter, seeded.names[0] ?? ''))).status).toBe(200);

    // Once Storage works again, the same call deletes everything.
    expect((await deleteInterview(seeded.interviewId, recruiter)).status).toBe(200);
    expect(await storedObjectsOf(sql, seeded.startedId)).toEqual([]);
  });

  it('answers 404 to another recruiter and deletes nothing', async () => {
    const seeded = await seedInterviewWithRecordings();
    const body = await expectError(await deleteInterview(seeded.interviewId, otherRecruiter), 404);
    expect(body.error).toBe('Interview not found');
    expect(await rowsOfInterview(sql, seeded.interviewId)).toMatchObject({ interviews: 1, invitations: 2 });
    expect(await storedObjectsOf(sql, seeded.startedId)).toHaveLength(2);
  });

  it("lets an admin delete any recruiter's interview with its recordings", async () => {
    const seeded = await seedInterviewWithRecordings();
    expect((await deleteInterview(seeded.interviewId, admin)).status).toBe(200);
    expect(await rowsOfInterview(sql, seeded.interviewId)).toEqual({
      interviews: 0,
      questions: 0,
      invitations: 0,
      responses: 0,
    });
    expect(await storedObjectsOf(sql, seeded.startedId)).toEqual([]);
  });

  it('answers 404 for an id that names no interview and 400 with fields.id for a bad one', async () => {
    expect((await expectError(await deleteInterview(crypto.randomUUID(), recruiter), 404)).error).toBe(
      'Interview not found',
    );
    const bad = await expectError(await deleteInterview('1234', recruiter), 400);
    expect(bad.fields).toEqual({ id: 'Must be a valid interview id' });
  });

  it('refuses a candidate, even the one who recorded the answers, with 403, and anon with 401', async () => {
    const seeded = await seedInterviewWithRecordings();
    const asCandidate = await deleteInterview(seeded.interviewId, candidate);
    expect(asCandidate.status).toBe(403);
    expect(recruiterAccessDeniedSchema.parse(await asCandidate.json()).redirect_to_candidate).toBe(true);
    await expectError(await deleteInterview(seeded.interviewId), 401);
    expect(await rowsOfInterview(sql, seeded.interviewId)).toMatchObject({ interviews: 1, responses: 1 });
    expect(await storedObjectsOf(sql, seeded.startedId)).toHaveLength(2);
  });
});
