// The candidate's data rights through the api (issue #20 item 3). "Delete my data" for one
// interview and for the whole account is carried out at once and is verifiable: afterwards every
// table of the public, private, storage and auth schemas is searched, column by column (found in
// information_schema: uuid columns against the candidate's, their invitations', answers' and
// recordings' ids; text and JSON columns for those ids and the candidate's e-mail), and every
// bucket's objects are listed; nothing of the candidate remains except what is documented below.
// The candidate gets a confirmation e-mail, the workspace an audit event naming nobody, and the
// recruiter's lists keep the interview as an anonymised statistic. "Download my data" gives every
// row about the caller and short-lived links to their recordings.
import { NOTICE_VERSION } from '#contract/consent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateErrorMessages, myDataSchema } from '#contract/candidates';
import { invitationPageSchema } from '#contract/invitations';
import { reviewPageSchema } from '#contract/reviews';
import { callApi } from '../support/api.ts';
import { seedEverythingAbout, settledJobs, storageStatus } from '../support/candidate-data-fixtures.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  seedInterview,
  seedInvitation,
  type Database,
} from '../support/interview-fixtures.ts';
import { latestMail } from '../support/mail.ts';
import { seedProcessedReview, type ProcessedReview } from '../support/processed-review-fixtures.ts';
import { smallWebm } from '../support/review-fixtures.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { seedResume, uploadResumeVideo } from '../support/video-resume-fixtures.ts';
import { seedStoredFileAnswer } from '../support/answer-file-fixtures.ts';
import { pdfBytes } from '../support/answer-file-bytes.ts';

let sql: Database;

beforeAll(() => {
  sql = openDatabase();
});
afterAll(async () => {
  await sql.end();
});

/** The outbox rows still addressed to `email`: a confirmation of a deletion, once sent, is none of them. */
async function confirmationsTo(email: string): Promise<{ kind: string; status: string }[]> {
  return sql<{ kind: string; status: string }[]>`
    select kind::text, status::text from public.mail_outbox where lower(to_email) = lower(${email})`;
}

interface Needles {
  /** Ids of the candidate, their invitations, answers and recordings. */
  ids: string[];
  /** The candidate's e-mail address. */
  email: string;
}

/**
 * Every column of every table in public, private, storage and auth that holds one of the needles:
 * `schema.table.column` with how many rows. uuid columns are compared to the ids; text, varchar and
 * JSON columns searched for the ids and the e-mail, lower-cased.
 */
async function mentionsOf(needles: Needles): Promise<Record<string, number>> {
  const columns = await sql<{ schema: string; table: string; column: string; udt: string }[]>`
    select c.table_schema as schema, c.table_name as table, c.column_name as column, c.udt_name as udt
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema in ('public', 'private', 'storage', 'auth') and t.table_type = 'BASE TABLE'
      and c.udt_name in ('uuid', 'text', 'varchar', 'citext', 'json', 'jsonb', '_text')
    order by 1, 2, 3`;
  const texts = [...needles.ids, needles.email].map((needle) => needle.toLowerCase());
  const found: Record<string, number> = {};
  for (const { schema, table, column, udt } of columns) {
    const target = `"${schema}"."${table}"`;
    const [row] =
      udt === 'uuid'
        ? await sql.unsafe<{ n: number }[]>(
            `select count(*)::int as n from ${target} where "${column}" = any($1::uuid[])`,
            [needles.ids],
          )
        : await sql.unsafe<{ n: number }[]>(
            `select count(*)::int as n from ${target}
             where exists (select from unnest($1::text[]) as needle where strpos(lower("${column}"::text), needle) > 0)`,
            [texts],
          );
    if (row && row.n > 0) found[`${schema}.${table}.${column}`] = row.n;
  }
  return found;
}

/** Every object of every bucket whose name holds one of the ids (storage.objects, all buckets). */
async function objectsNaming(ids: readonly string[]): Promise<string[]> {
  const rows = await sql<{ object: string }[]>`
    select bucket_id || '/' || name as object from storage.objects o
    where exists (select from unnest(${ids as string[]}::text[]) as id where strpos(o.name, id) > 0)
    order by 1`;
  return rows.map((row) => row.object);
}

function needlesOf(review: ProcessedReview, extra: string[] = []): Needles {
  return {
    ids: [
      review.candidate.id,
      review.invitationId,
      ...Object.values(review.responses),
      ...Object.values(review.recordings),
      ...extra,
    ],
    email: review.candidate.email,
  };
}

const deleteInterviewData = (user: TestUser | undefined, id: string) =>
  callApi(`/candidates/invitations/${id}/data`, { method: 'DELETE', token: user?.accessToken });

async function seededReview(): Promise<ProcessedReview> {
  const review = await seedProcessedReview(sql);
  await seedEverythingAbout(sql, review);
  return review;
}

/** The anonymised invitation: what stays of it, with no personal data. */
async function anonymisedInvitation(id: string) {
  const [row] = await sql`
    select first_name, last_name, email, candidate_id, data_deleted_at is not null as deleted
    from public.invitations where id = ${id}`;
  return row;
}

const ANONYMISED = {
  first_name: 'Deleted',
  last_name: 'candidate',
  email: 'deleted-candidate@deleted.invalid',
  candidate_id: null,
  deleted: true,
};

describe('DELETE /api/candidates/invitations/:id/data', () => {
  it('deletes that interview’s recordings and every row about it at once, and keeps the candidate’s other interviews', async () => {
    const review = await seededReview();
    const other = await seedInterview(sql, review.recruiter);
    const kept = await seedInvitation(sql, other.id, 'COMPLETED', review.candidate);
    const objects = await objectsNaming(needlesOf(review).ids);
    expect(objects).toHaveLength(4);
    const before = await mentionsOf({ ...needlesOf(review), ids: needlesOf(review).ids.slice(1) });
    expect(Object.keys(before).length).toBeGreaterThan(10);

    // Nobody else may: another candidate, the recruiter, anon.
    const stranger = await createTestUser(config);
    for (const user of [stranger, review.recruiter]) {
      const response = await deleteInterviewData(user, review.invitationId);
      expect((await expectError(response, 404)).error).toBe(candidateErrorMessages.interviewNotFound);
    }
    await expectError(await deleteInterviewData(undefined, review.invitationId), 401);
    await expectError(await deleteInterviewData(review.candidate, 'not-an-id'), 400);
    expect(await objectsNaming(needlesOf(review).ids)).toEqual(objects);

    const response = await deleteInterviewData(review.candidate, review.invitationId);
    expect(await expectJson(response, 200)).toEqual({ success: true });

    for (const object of objects) expect(await storageStatus(object)).not.toBe(200);
    expect(await objectsNaming(needlesOf(review).ids)).toEqual([]);
    // The interview's ids (not the candidate, who keeps their account) are found only where the
    // anonymised statistic keeps them: the invitation row itself, the decision's outcome, and the
    // append-only audit trail's events, which name an invitation by id and never a person.
    const after = await mentionsOf({ ids: needlesOf(review).ids.slice(1), email: 'no-e-mail@invalid' });
    expect(after).toEqual({
      'public.invitations.id': 1,
      'public.candidate_decisions.invitation_id': 1,
      'public.audit_events.invitation_id': expect.any(Number) as number,
    });
    expect(await anonymisedInvitation(review.invitationId)).toEqual(ANONYMISED);
    expect(
      await sql`select reason from public.candidate_decisions where invitation_id = ${review.invitationId}`,
    ).toEqual([{ reason: "Deleted with the candidate's data" }]);
    // The workspace's notice: an audit event with no actor.
    expect(
      await sql`select actor_id, actor_email, detail from public.audit_events
                where invitation_id = ${review.invitationId} and action = 'DELETED'`,
    ).toEqual([{ actor_id: null, actor_email: null, detail: { what: 'candidate data', by: 'candidate' } }]);
    // The candidate's e-mail, which once sent leaves no row naming them or the interview.
    const mail = await latestMail(review.candidate.email, { timeoutMs: 20_000 });
    expect(mail.subject).toMatch(/^Your data for .+ was deleted$/);
    await expect.poll(() => confirmationsTo(review.candidate.email)).toEqual([]);

    // Their other interview is still theirs; the deleted one no longer is, and a repeat finds nothing.
    const list = (await expectJson(
      await callApi('/candidates/invitations', { token: review.candidate.accessToken }),
      200,
    )) as { id: string }[];
    expect(list.map((invitation) => invitation.id)).toEqual([kept]);
    await expectError(await deleteInterviewData(review.candidate, review.invitationId), 404);
  });

  it('keeps the recruiter’s lists right: the interview stays, anonymised, and the counts do not change', async () => {
    const review = await seededReview();
    const reviews = async () =>
      reviewPageSchema.parse(
        await expectJson(await callApi('/reviews/completed', { token: review.recruiter.accessToken }), 200),
      );
    const invitations = async () =>
      invitationPageSchema.parse(
        await expectJson(await callApi('/invitations', { token: review.recruiter.accessToken }), 200),
      );
    const [reviewsBefore, invitationsBefore] = [await reviews(), await invitations()];
    expect(reviewsBefore.reviews.find((row) => row.id === review.invitationId)).toBeDefined();

    await expectJson(await deleteInterviewData(review.candidate, review.invitationId), 200);

    const [reviewsAfter, invitationsAfter] = [await reviews(), await invitations()];
    expect(reviewsAfter.counts).toEqual(reviewsBefore.counts);
    expect(reviewsAfter.total).toBe(reviewsBefore.total);
    expect(reviewsAfter.reviews.find((row) => row.id === review.invitationId)).toMatchObject({
      first_name: 'Deleted',
      last_name: 'candidate',
      processing_count: 0,
    });
    expect(invitationsAfter.total).toBe(invitationsBefore.total);
    expect(invitationsAfter.invitations.find((row) => row.id === review.invitationId)).toMatchObject({
      first_name: 'Deleted',
      last_name: 'candidate',
      email: 'deleted-candidate@deleted.invalid',
      status: 'COMPLETED',
    });
    // The review page opens with no answers left.
    const detail = (await expectJson(
      await callApi(`/reviews/${review.invitationId}`, { token: review.recruiter.accessToken }),
      200,
    )) as { responses: unknown[] };
    expect(detail.responses).toEqual([]);
  });
});

describe('Delete my data: uploaded files (issue #37)', () => {
  it('removes an interview’s uploaded file with that interview’s data', async () => {
    const recruiter = await createTestUser(config, { role: 'RECRUITER' });
    const answer = await seedStoredFileAnswer(sql, recruiter, pdfBytes());
    expect(await storageStatus(`answer-files/${answer.path}`)).toBe(200);

    expect(await expectJson(await deleteInterviewData(answer.candidate, answer.invitationId), 200)).toEqual({
      success: true,
    });

    expect(await storageStatus(`answer-files/${answer.path}`)).not.toBe(200);
    expect(await objectsNaming([answer.invitationId])).toEqual([]);
  });

  it('removes every uploaded file with the account', async () => {
    const recruiter = await createTestUser(config, { role: 'RECRUITER' });
    const answer = await seedStoredFileAnswer(sql, recruiter, pdfBytes());

    expect(
      await expectJson(
        await callApi('/candidates/me', { method: 'DELETE', token: answer.candidate.accessToken }),
        200,
      ),
    ).toEqual({ success: true });

    expect(await storageStatus(`answer-files/${answer.path}`)).not.toBe(200);
    expect(await objectsNaming([answer.invitationId])).toEqual([]);
  });
});

describe('DELETE /api/candidates/me', () => {
  it('deletes the account with every interview, answer, recording and video resume: no row and no object of the candidate remains', async () => {
    const review = await seededReview();
    // A real recording, so the worker makes its renditions, which must go too.
    const resumeVideo = await uploadResumeVideo(review.candidate, await smallWebm());
    const resume = await seedResume(sql, review.candidate, { videoPath: resumeVideo });
    const [resumeMedia] = await sql<{ id: string }[]>`
      select id from public.recording_media where video_resume_id = ${resume.id}`;
    const resumeMediaId = resumeMedia?.id ?? '';
    await expect
      .poll(
        async () =>
          (await sql`select status::text from public.recording_media where id = ${resumeMediaId}`)[0]?.status,
        { timeout: 60_000, interval: 500 },
      )
      .toBe('READY');
    await settledJobs(sql, [review.invitationId]);
    const needles = needlesOf(review, [resume.id, resumeMediaId]);
    const objects = await objectsNaming(needles.ids);
    expect(objects).toContain(`resumes/${resumeVideo}`);
    expect(
      objects.filter((object) => object.startsWith(`renditions/${resumeMediaId}/`)).length,
    ).toBeGreaterThan(0);

    const recruiterRefused = await callApi('/candidates/me', {
      method: 'DELETE',
      token: review.recruiter.accessToken,
    });
    expect((await expectError(recruiterRefused, 403)).error).toBe(
      candidateErrorMessages.onlyCandidateAccounts,
    );
    await expectError(await callApi('/candidates/me', { method: 'DELETE' }), 401);

    const response = await callApi('/candidates/me', {
      method: 'DELETE',
      token: review.candidate.accessToken,
    });
    expect(await expectJson(response, 200)).toEqual({ success: true });

    for (const object of objects) expect(await storageStatus(object)).not.toBe(200);
    expect(await objectsNaming(needles.ids)).toEqual([]);
    // What remains, and why: the anonymised invitation, the decision's outcome and the audit
    // trail's events keep the invitation's id only (no name, no address, no candidate id); the
    // confirmation e-mail the candidate asked for holds their address until it is sent, and goes
    // once it is.
    expect(await anonymisedInvitation(review.invitationId)).toEqual(ANONYMISED);
    const mail = await latestMail(review.candidate.email, { timeoutMs: 20_000 });
    expect(mail.subject).toBe('Your account and all your data were deleted');
    await expect.poll(() => confirmationsTo(review.candidate.email)).toEqual([]);
    expect(await mentionsOf(needles)).toEqual({
      'public.invitations.id': 1,
      'public.candidate_decisions.invitation_id': 1,
      'public.audit_events.invitation_id': expect.any(Number) as number,
    });
    // The token is as good as no sign-in now.
    await expectError(await callApi('/candidates/me', { token: review.candidate.accessToken }), 401);
  });

  it("confirms in the account's own language, whatever its interviews spoke (issue #36)", async () => {
    const candidate = await createTestUser(config);
    await sql`update public.profiles set locale = 'de' where id = ${candidate.id}`;
    const response = await callApi('/candidates/me', { method: 'DELETE', token: candidate.accessToken });
    expect(await expectJson(response, 200)).toEqual({ success: true });
    const mail = await latestMail(candidate.email, { timeoutMs: 20_000 });
    expect(mail.subject).toBe('Ihr Konto und alle Ihre Daten wurden gelöscht');
  });
});

describe('GET /api/candidates/me/data', () => {
  it('gives every row about the caller and short-lived links to their recordings, and nobody else’s', async () => {
    const review = await seededReview();
    const stranger = await createTestUser(config);
    const response = await callApi('/candidates/me/data', { token: review.candidate.accessToken });
    const data = myDataSchema.parse(await expectJson(response, 200));
    expect(data.profile).toMatchObject({ id: review.candidate.id, email: review.candidate.email });
    expect(data.invitations).toHaveLength(1);
    const [invitation] = data.invitations as {
      id: string;
      answers: { transcription: string | null; ai_insights: unknown }[];
      requests: unknown[];
      feedback: { body: string } | null;
      consent: { ai_analysis_allowed: boolean; notice_version: string } | null;
      self_identification: { sex: string; race_ethnicity: string } | null;
    }[];
    expect(invitation?.id).toBe(review.invitationId);
    expect(invitation?.answers).toHaveLength(3);
    expect(invitation?.answers.some((answer) => answer.transcription?.includes('checkout'))).toBe(true);
    expect(invitation?.answers.some((answer) => answer.ai_insights !== null)).toBe(true);
    expect(invitation?.requests).toHaveLength(1);
    expect(invitation?.feedback?.body).toBe('Thank you: we would like to meet you.');
    expect(invitation?.consent).toMatchObject({ ai_analysis_allowed: true, notice_version: NOTICE_VERSION });
    expect(invitation?.self_identification).toMatchObject({ sex: 'FEMALE', race_ethnicity: 'ASIAN' });
    expect(data.recordings.map((recording) => recording.name).sort()).toEqual(
      Object.values(review.media).sort(),
    );
    for (const recording of data.recordings) {
      expect(recording.url).not.toBeNull();
      const file = await fetch(recording.url as string);
      expect(file.status).toBe(200);
      await file.body?.cancel();
    }
    expect(new Date(data.links_expire_at).getTime() - Date.now()).toBeLessThanOrEqual(3600_000);
    // Ratings, notes and decisions are the team's, not in the candidate's export.
    expect(JSON.stringify(data)).not.toContain('Ask about the checkout numbers');

    const theirs = myDataSchema.parse(
      await expectJson(await callApi('/candidates/me/data', { token: stranger.accessToken }), 200),
    );
    expect(theirs.invitations).toEqual([]);
    expect(theirs.recordings).toEqual([]);
    await expectError(await callApi('/candidates/me/data'), 401);
  });
});
