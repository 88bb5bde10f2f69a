// File answers in review (issue #37 item 2): the review names an answer's file, its type and size;
// its reviewers download it from GET /api/reviews/:id/answers/:responseId/file, the very bytes, as
// an attachment the browser never renders (nosniff, a sandboxing CSP, not cached). Someone outside
// the workspace gets nothing, and under blind review neither the name nor the file is given out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewDetailSchema, reviewErrorMessages } from '#contract/reviews';
import { comparisonSchema, FILE_NAME_HIDDEN } from '#contract/comparison';
import { v1ReviewApi } from '#contract/v1/reviews';
import { callWithKey, createApiKey } from '../support/api-key-fixtures.ts';
import { callApi } from '../support/api.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  seedInterview,
  seedInvitation,
  type Database,
} from '../support/interview-fixtures.ts';
import { seedFileQuestion, uploadAnswerFile } from '../support/answer-file-fixtures.ts';
import { pdfBytes } from '../support/answer-file-bytes.ts';
import { completeTake, submitAnswer, tokenOf } from '../support/take-fixtures.ts';
import { getReview } from '../support/review-fixtures.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { addMember, workspaceOf } from '../support/workspace-fixtures.ts';
import { deleteInvitation } from './invitation-fixtures.ts';

let sql: Database;
let owner: TestUser;
let reviewer: TestUser;
let outsider: TestUser;
let interviewId: string;
let questionId: string;
/** A completed invitation whose answer is Jane's CV, uploaded and submitted through the api. */
let answered: { invitationId: string; responseId: string; bytes: Uint8Array; candidate: TestUser };

const FILE_NAME = 'Jane Doe – CV "final".pdf';

beforeAll(async () => {
  sql = openDatabase();
  owner = await createTestUser(config, { role: 'RECRUITER' });
  reviewer = await createTestUser(config, { role: 'RECRUITER' });
  outsider = await createTestUser(config, { role: 'RECRUITER' });
  await addMember(sql, await workspaceOf(sql, owner), reviewer, 'REVIEWER');
  const seeded = await seedInterview(sql, owner, { questions: 0 });
  interviewId = seeded.id;
  questionId = await seedFileQuestion(sql, interviewId, { orderNumber: 1 });

  const candidate = await createTestUser(config, { role: 'CANDIDATE' });
  const invitationId = await seedInvitation(sql, interviewId, 'STARTED', candidate);
  const token = await tokenOf(sql, invitationId);
  const bytes = pdfBytes('Jane Doe');
  const path = `${invitationId}/${questionId}/1.pdf`;
  await uploadAnswerFile(candidate, path, bytes, 'application/pdf');
  await expectJson(
    await submitAnswer(candidate, token, { question_id: questionId, file: { path, name: FILE_NAME } }),
    200,
  );
  await expectJson(await completeTake(candidate, token), 200);
  const [row] = await sql<
    { id: string }[]
  >`select id from public.responses where invitation_id = ${invitationId}`;
  if (!row) throw new Error('No answer saved');
  answered = { invitationId, responseId: row.id, bytes, candidate };
});

afterAll(async () => {
  const left = await sql<
    { id: string }[]
  >`select id from public.invitations where interview_id = ${interviewId}`;
  for (const { id } of left) await deleteInvitation(owner, id);
  await sql.end();
});

function download(user: TestUser, invitationId = answered.invitationId, responseId = answered.responseId) {
  return callApi(`/reviews/${invitationId}/answers/${responseId}/file`, { token: user.accessToken });
}

async function setBlind(blind: boolean): Promise<void> {
  await sql`update public.interviews set anonymous_review = ${blind} where id = ${interviewId}`;
}

describe('GET /api/reviews/{id}: a file answer', () => {
  it('names the file, its type read from the bytes and its size', async () => {
    const review = reviewDetailSchema.parse(
      await expectJson(await getReview(owner, answered.invitationId), 200),
    );
    expect(review.responses).toEqual([
      expect.objectContaining({
        response_format: 'FILE',
        file: { name: FILE_NAME, type: 'application/pdf', size: answered.bytes.length, downloadable: true },
      }),
    ]);
  });
});

describe('GET /api/reviews/{id}/answers/{responseId}/file', () => {
  it('gives the owner and a REVIEWER the very bytes as an attachment that is never rendered', async () => {
    for (const member of [owner, reviewer]) {
      const response = await download(member);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="Jane Doe _ CV _final_.pdf"; filename*=UTF-8''${encodeURIComponent(FILE_NAME)}`,
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('content-security-policy')).toMatch(/^sandbox/);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(answered.bytes);
    }
  });

  it('refuses a recruiter of another workspace and the candidate, as a review they cannot see', async () => {
    expect((await expectError(await download(outsider), 404)).error).toBe(reviewErrorMessages.notFound);
    await expectError(await download(answered.candidate), 403);
  });

  it('answers 404 for an answer that is not this review’s', async () => {
    const other = await seedInvitation(sql, interviewId, 'COMPLETED');
    const refused = await expectError(await download(owner, other, answered.responseId), 404);
    expect(refused.error).toBe(reviewErrorMessages.fileNotFound);
  });

  it('under blind review leaves out the name and refuses the file until the member has rated', async () => {
    await setBlind(true);
    try {
      const review = reviewDetailSchema.parse(
        await expectJson(await getReview(reviewer, answered.invitationId), 200),
      );
      expect(review.responses[0]?.file).toEqual({
        name: null,
        type: 'application/pdf',
        size: answered.bytes.length,
        downloadable: false,
      });
      expect((await expectError(await download(reviewer), 403)).error).toBe(reviewErrorMessages.fileHidden);

      await sql`insert into public.rating_submissions (invitation_id, rater_id) values (${answered.invitationId}, ${reviewer.id})`;
      const rated = await download(reviewer);
      expect(rated.status).toBe(200);
      expect(new Uint8Array(await rated.arrayBuffer())).toEqual(answered.bytes);
      expect((await expectError(await download(owner), 403)).error).toBe(reviewErrorMessages.fileHidden);
    } finally {
      await setBlind(false);
    }
  });
});

describe('GET /api/interviews/{id}/comparison: a file answer', () => {
  it('is a column of the file names, hidden with the names under blind review', async () => {
    const compare = async () =>
      comparisonSchema.parse(
        await expectJson(
          await callApi(`/interviews/${interviewId}/comparison`, { token: owner.accessToken }),
          200,
        ),
      );
    const open = await compare();
    expect(open.choice_questions).toEqual([expect.objectContaining({ id: questionId, has_knockout: false })]);
    const row = open.rows.find((candidate) => candidate.invitation_id === answered.invitationId);
    expect(row?.choices).toEqual({ [questionId]: [FILE_NAME] });

    await setBlind(true);
    try {
      const blind = (await compare()).rows.find(
        (candidate) => candidate.invitation_id === answered.invitationId,
      );
      expect(blind?.choices).toEqual({ [questionId]: [FILE_NAME_HIDDEN] });
    } finally {
      await setBlind(false);
    }
  });
});

describe('GET /api/v1/reviews/{id}: a file answer', () => {
  it('gives the file’s name, type and size, not its content', async () => {
    const key = (await createApiKey(owner, await workspaceOf(sql, owner))).secret;
    const review = v1ReviewApi.get.response.parse(
      await expectJson(await callWithKey(key, `/v1/reviews/${answered.invitationId}`), 200),
    );
    expect(review.answers).toEqual([
      expect.objectContaining({
        response_format: 'FILE',
        file: { name: FILE_NAME, type: 'application/pdf', size: answered.bytes.length },
        choice: null,
        media_url: null,
      }),
    ]);
  });
});
