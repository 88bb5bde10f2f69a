// FILE questions taken by the candidate (issue #37 item 2): the file goes resumably (TUS) to the
// answer-files bucket under the candidate's own token, then POST /api/take/:token/responses with
// `file` saves it, its type read from its bytes. Hostile files are refused and removed: one whose
// bytes are not what it claims, one over the bucket's 20 MiB, an answer beyond the question's
// attempts, another candidate's upload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeErrorMessages } from '#contract/take-messages';
import { submittedResponseSchema, takeInterviewSchema } from '#contract/take';
import { DOCX_TYPE } from '#contract/answer-files';
import { createTestUser, type TestUser } from '../support/users.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  seedInterview,
  seedInvitation,
  type Database,
} from '../support/interview-fixtures.ts';
import {
  createAnswerFileUpload,
  seedFileQuestion,
  storedAnswerFilesOf,
  uploadAnswerFile,
} from '../support/answer-file-fixtures.ts';
import { docxBytes, htmlBytes, pdfBytes, pngBytes } from '../support/answer-file-bytes.ts';
import { completeTake, getTake, submitAnswer, tokenOf } from '../support/take-fixtures.ts';
import { deleteInvitation } from './invitation-fixtures.ts';

let sql: Database;
let recruiter: TestUser;
/** One FILE question with 2 attempts. */
let interview: { id: string; question: string };
/** One FILE question with a single attempt. */
let once: { id: string; question: string };

beforeAll(async () => {
  sql = openDatabase();
  recruiter = await createTestUser(config, { role: 'RECRUITER' });
  const seeded = await seedInterview(sql, recruiter, { questions: 0 });
  interview = {
    id: seeded.id,
    question: await seedFileQuestion(sql, seeded.id, { orderNumber: 1, maxAttempts: 2 }),
  };
  const single = await seedInterview(sql, recruiter, { questions: 0 });
  once = {
    id: single.id,
    question: await seedFileQuestion(sql, single.id, { orderNumber: 1, maxAttempts: 1 }),
  };
});

afterAll(async () => {
  for (const interviewId of [interview.id, once.id]) {
    const left = await sql<
      { id: string }[]
    >`select id from public.invitations where interview_id = ${interviewId}`;
    for (const { id } of left) await deleteInvitation(recruiter, id);
  }
  await sql.end();
});

async function startedTaking(target = interview) {
  const candidate = await createTestUser(config, { role: 'CANDIDATE' });
  const id = await seedInvitation(sql, target.id, 'STARTED', candidate);
  return { candidate, id, token: await tokenOf(sql, id), question: target.question };
}

type Taking = Awaited<ReturnType<typeof startedTaking>>;

function pathOf(taking: Taking, file: string): string {
  return `${taking.id}/${taking.question}/${file}`;
}

function submitFile(taking: Taking, path: string, name: string): Promise<Response> {
  return submitAnswer(taking.candidate, taking.token, { question_id: taking.question, file: { path, name } });
}

async function savedFileOf(invitationId: string) {
  return sql<
    { file_path: string; file_name: string; file_type: string; file_size: number; attempts: number }[]
  >`
    select file_path, file_name, file_type, file_size, attempts from public.responses
    where invitation_id = ${invitationId}`;
}

describe('POST /api/take/{token}/responses: a file answer', () => {
  it('saves a PDF uploaded resumably, with its name, the type read from its bytes and its size', async () => {
    const taking = await startedTaking();
    const bytes = pdfBytes();
    await uploadAnswerFile(taking.candidate, pathOf(taking, '1.pdf'), bytes, 'application/pdf');

    const saved = submittedResponseSchema.parse(
      await expectJson(await submitFile(taking, pathOf(taking, '1.pdf'), 'Jane Doe – CV.pdf'), 200),
    );

    expect(saved).toMatchObject({ take: 1, attempts: 1, file_name: 'Jane Doe – CV.pdf' });
    expect(await savedFileOf(taking.id)).toEqual([
      {
        file_path: pathOf(taking, '1.pdf'),
        file_name: 'Jane Doe – CV.pdf',
        file_type: 'application/pdf',
        file_size: bytes.length,
        attempts: 1,
      },
    ]);
    const take = takeInterviewSchema.parse(
      await expectJson(await getTake(taking.candidate, taking.token), 200),
    );
    expect(take.questions[0]).toMatchObject({ response_format: 'FILE' });
    expect(take.answers).toEqual([
      expect.objectContaining({
        file_path: pathOf(taking, '1.pdf'),
        file_name: 'Jane Doe – CV.pdf',
        take: 1,
      }),
    ]);
  });

  it('takes the type from the bytes, not from the name or the type the upload claimed', async () => {
    const taking = await startedTaking();
    await uploadAnswerFile(taking.candidate, pathOf(taking, '1.pdf'), pngBytes(), 'application/pdf');
    await expectJson(await submitFile(taking, pathOf(taking, '1.pdf'), 'portfolio.pdf'), 200);
    expect((await savedFileOf(taking.id))[0]?.file_type).toBe('image/png');
  });

  it('refuses an HTML page named and labelled as a PDF, and removes it', async () => {
    const taking = await startedTaking();
    await uploadAnswerFile(taking.candidate, pathOf(taking, '1.pdf'), htmlBytes(), 'application/pdf');

    const refused = await expectError(await submitFile(taking, pathOf(taking, '1.pdf'), 'x.pdf'), 400);

    expect(refused.error).toBe(takeErrorMessages.notAnswerFile);
    expect(await savedFileOf(taking.id)).toEqual([]);
    expect(await storedAnswerFilesOf(sql, taking.id)).toEqual([]);
  });

  it('lets the candidate send another file after a refusal, under the same take', async () => {
    const taking = await startedTaking();
    await uploadAnswerFile(taking.candidate, pathOf(taking, '1.pdf'), htmlBytes(), 'application/pdf');
    await expectError(await submitFile(taking, pathOf(taking, '1.pdf'), 'x.pdf'), 400);

    await uploadAnswerFile(taking.candidate, pathOf(taking, '1.docx'), docxBytes(), DOCX_TYPE);
    await expectJson(await submitFile(taking, pathOf(taking, '1.docx'), 'cv.docx'), 200);

    expect(await savedFileOf(taking.id)).toEqual([
      expect.objectContaining({ file_type: DOCX_TYPE, attempts: 1 }),
    ]);
  });

  it('refuses a file over 20 MiB before a byte is stored (413)', async () => {
    const taking = await startedTaking();
    const created = await createAnswerFileUpload(
      taking.candidate,
      pathOf(taking, '1.pdf'),
      20 * 1024 * 1024 + 1,
      'application/pdf',
    );
    await created.body?.cancel();
    expect(created.status).toBe(413);
    expect(await storedAnswerFilesOf(sql, taking.id)).toEqual([]);
  });

  it('refuses a file over 20 MiB at the api too, should the bucket ever take one, and removes it', async () => {
    const taking = await startedTaking();
    const large = new Uint8Array(20 * 1024 * 1024 + 1);
    large.set(pdfBytes());
    await sql`update storage.buckets set file_size_limit = ${32 * 1024 * 1024} where id = 'answer-files'`;
    try {
      await uploadAnswerFile(taking.candidate, pathOf(taking, '1.pdf'), large, 'application/pdf');
    } finally {
      await sql`update storage.buckets set file_size_limit = ${20 * 1024 * 1024} where id = 'answer-files'`;
    }

    const refused = await expectError(await submitFile(taking, pathOf(taking, '1.pdf'), 'huge.pdf'), 400);

    expect(refused.error).toBe(takeErrorMessages.answerFileTooLarge);
    expect(await savedFileOf(taking.id)).toEqual([]);
    expect(await storedAnswerFilesOf(sql, taking.id)).toEqual([]);
  });

  it('refuses a type the bucket does not take before a byte is stored', async () => {
    const taking = await startedTaking();
    const created = await createAnswerFileUpload(taking.candidate, pathOf(taking, '1.pdf'), 100, 'text/html');
    await created.body?.cancel();
    expect(created.status).toBe(415);
  });

  it('refuses an answer beyond the question’s attempts', async () => {
    const taking = await startedTaking(once);
    await uploadAnswerFile(taking.candidate, pathOf(taking, '1.pdf'), pdfBytes(), 'application/pdf');
    await expectJson(await submitFile(taking, pathOf(taking, '1.pdf'), 'cv.pdf'), 200);

    const refused = await expectError(await submitFile(taking, pathOf(taking, '2.pdf'), 'cv2.pdf'), 409);

    expect(refused.error).toBe('No attempts left for this question (1 at most)');
    expect(await savedFileOf(taking.id)).toEqual([expect.objectContaining({ attempts: 1 })]);
  });

  it('refuses another candidate’s upload and leaves it where it is', async () => {
    const mine = await startedTaking();
    const theirs = await startedTaking();
    await uploadAnswerFile(theirs.candidate, pathOf(theirs, '1.pdf'), pdfBytes(), 'application/pdf');

    const refused = await expectError(await submitFile(mine, pathOf(theirs, '1.pdf'), 'cv.pdf'), 400);

    expect(refused.error).toBe('The file must be stored under this invitation');
    expect(await savedFileOf(mine.id)).toEqual([]);
    expect(await storedAnswerFilesOf(sql, theirs.id)).toEqual([pathOf(theirs, '1.pdf')]);
  });

  it('replaces the file with a newer one, removing the old, and completes with it', async () => {
    const taking = await startedTaking();
    await uploadAnswerFile(taking.candidate, pathOf(taking, '1.pdf'), pdfBytes(), 'application/pdf');
    await expectJson(await submitFile(taking, pathOf(taking, '1.pdf'), 'cv.pdf'), 200);
    await uploadAnswerFile(taking.candidate, pathOf(taking, '2.png'), pngBytes(), 'image/png');

    const saved = submittedResponseSchema.parse(
      await expectJson(await submitFile(taking, pathOf(taking, '2.png'), 'cv.png'), 200),
    );

    expect(saved).toMatchObject({ take: 2, attempts: 2 });
    expect(await storedAnswerFilesOf(sql, taking.id)).toEqual([pathOf(taking, '2.png')]);

    await expectJson(await completeTake(taking.candidate, taking.token), 200);
    expect(await storedAnswerFilesOf(sql, taking.id)).toEqual([pathOf(taking, '2.png')]);
  });

  it('removes an upload never sent as the answer before completing', async () => {
    const taking = await startedTaking(once);
    await uploadAnswerFile(taking.candidate, pathOf(taking, '1.pdf'), pdfBytes(), 'application/pdf');
    await expectJson(await submitFile(taking, pathOf(taking, '1.pdf'), 'cv.pdf'), 200);
    await sql`update public.questions set max_attempts = 2 where id = ${once.question}`;
    try {
      await uploadAnswerFile(taking.candidate, pathOf(taking, '2.pdf'), pdfBytes('draft'), 'application/pdf');
    } finally {
      await sql`update public.questions set max_attempts = 1 where id = ${once.question}`;
    }

    await expectJson(await completeTake(taking.candidate, taking.token), 200);

    expect(await storedAnswerFilesOf(sql, taking.id)).toEqual([pathOf(taking, '1.pdf')]);
  });

  it('refuses text for a file question', async () => {
    const taking = await startedTaking();
    const text = await expectError(
      await submitAnswer(taking.candidate, taking.token, {
        question_id: taking.question,
        response_text: 'See my site',
      }),
      400,
    );
    expect(text.error).toBe('A file question is answered by uploading a file');
  });
});
