// POST /api/take/:token/responses: one answer per question, text for TEXT and an uploaded
// recording of this invitation for VIDEO/AUDIO; the identical answer again is not an attempt, a
// different one is a retake (3 attempts in all); every refusal is a clear 4xx and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_TEXT_MAX_LENGTH, takeErrorMessages } from '#contract/take-messages';
import { submittedResponseSchema, takeInterviewSchema } from '#contract/take';
import { callApi } from '../support/api.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  rowsOfInterview,
  seedInterview,
  seedInvitation,
  storedObjectsOf,
  uploadResponseMedia,
  type Database,
} from '../support/interview-fixtures.ts';
import { deleteInvitation } from './invitation-fixtures.ts';
import {
  answersOf,
  expire,
  getTake,
  recordingBytes,
  seedTakingInterview,
  submitAnswer,
  tokenOf,
  unknownToken,
  type TakingInterview,
} from '../support/take-fixtures.ts';

let sql: Database;
let recruiter: TestUser;
let otherRecruiter: TestUser;
let interview: TakingInterview;
let otherInterview: { id: string; questionIds: string[] };

beforeAll(async () => {
  sql = openDatabase();
  [recruiter, otherRecruiter] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'RECRUITER' }),
  ]);
  interview = await seedTakingInterview(sql, recruiter);
  otherInterview = await seedInterview(sql, otherRecruiter, { questions: 1 });
});

afterAll(async () => {
  for (const [owner, interviewId] of [
    [recruiter, interview.id],
    [otherRecruiter, otherInterview.id],
  ] as const) {
    const left = await sql<{ id: string }[]>`
      select id from public.invitations where interview_id = ${interviewId}`;
    for (const { id } of left) await deleteInvitation(owner, id);
  }
  await sql.end();
});

/** A candidate with an invitation they have started (bound, STARTED), and its token. */
async function startedTaking(): Promise<{ candidate: TestUser; id: string; token: string }> {
  const candidate = await createTestUser(config, { role: 'CANDIDATE' });
  const id = await seedInvitation(sql, interview.id, 'STARTED', candidate);
  return { candidate, id, token: await tokenOf(sql, id) };
}

/** Uploads a recording for `questionId` of the invitation as its candidate; its object name. */
async function uploaded(candidate: TestUser, invitationId: string, questionId: string, file = '1.webm') {
  const name = `${invitationId}/${questionId}/${file}`;
  await uploadResponseMedia(candidate, name, recordingBytes());
  return name;
}

/** Stores a recording as `candidate` through the Storage API; Storage's answer, refused or not. */
function storeTake(candidate: TestUser, name: string): Promise<Response> {
  return fetch(`${config.supabaseUrl}/storage/v1/object/responses/${name}`, {
    method: 'POST',
    headers: {
      apikey: config.publishableKey,
      authorization: `Bearer ${candidate.accessToken}`,
      'content-type': 'video/webm',
    },
    body: recordingBytes(),
  });
}

async function answerOk(candidate: TestUser, token: string, body: unknown) {
  return submittedResponseSchema.parse(await expectJson(await submitAnswer(candidate, token, body), 200));
}

describe('POST /api/take/{token}/responses: saving', () => {
  it('saves a text answer, trimmed, and a recording by its object name, with or without the bucket', async () => {
    const { candidate, id, token } = await startedTaking();
    const text = await answerOk(candidate, token, {
      question_id: interview.text,
      response_text: '  My answer \n',
    });
    expect(text).toEqual({
      id: expect.any(String),
      question_id: interview.text,
      attempts: 1,
      take: null,
      choice_option_ids: null,
      file_path: null,
      file_name: null,
      knocked_out: false,
    });

    const video = await uploaded(candidate, id, interview.video);
    expect(
      await answerOk(candidate, token, { question_id: interview.video, response_content_url: video }),
    ).toMatchObject({ question_id: interview.video, attempts: 1, take: 1 });
    const audio = await uploaded(candidate, id, interview.audio);
    const withBucket = { question_id: interview.audio, response_content_url: `responses/${audio}` };
    expect(await answerOk(candidate, token, withBucket)).toMatchObject({
      question_id: interview.audio,
      attempts: 1,
    });

    expect(await answersOf(sql, id)).toEqual([
      {
        question_id: interview.text,
        attempts: 1,
        response_text: 'My answer',
        media_path: null,
        candidate_id: candidate.id,
      },
      {
        question_id: interview.video,
        attempts: 1,
        response_text: null,
        media_path: video,
        candidate_id: candidate.id,
      },
      {
        question_id: interview.audio,
        attempts: 1,
        response_text: null,
        media_path: audio,
        candidate_id: candidate.id,
      },
    ]);
  });
});

describe('POST /api/take/{token}/responses: attempts', () => {
  it('counts a changed text answer as a retake, not the identical one, and refuses a 4th attempt', async () => {
    const { candidate, id, token } = await startedTaking();
    const answer = (response_text: string) =>
      submitAnswer(candidate, token, { question_id: interview.text, response_text });

    const first = submittedResponseSchema.parse(await expectJson(await answer('One'), 200));
    expect(first.attempts).toBe(1);
    // The same answer again (a retried request), also once trimmed, is not an attempt.
    expect(await expectJson(await answer('One'), 200)).toEqual(first);
    expect(await expectJson(await answer('  One  '), 200)).toEqual(first);
    expect(await expectJson(await answer('Two'), 200)).toEqual({ ...first, attempts: 2 });
    expect(await expectJson(await answer('Three'), 200)).toEqual({ ...first, attempts: 3 });
    // Sending the last answer again still works; a different one does not.
    expect(await expectJson(await answer('Three'), 200)).toEqual({ ...first, attempts: 3 });

    const refused = await expectError(await answer('Four'), 409);
    expect(refused.error).toBe('No attempts left for this question (3 at most)');
    expect(await answersOf(sql, id)).toEqual([
      {
        question_id: interview.text,
        attempts: 3,
        response_text: 'Three',
        media_path: null,
        candidate_id: candidate.id,
      },
    ]);
  });

  it('replaces a recording by a retake, which counts, while the same recording again does not', async () => {
    const { candidate, id, token } = await startedTaking();
    const send = (path: string) =>
      submitAnswer(candidate, token, { question_id: interview.video, response_content_url: path });
    const attemptsOf = async (response: Promise<Response>) => {
      const saved = submittedResponseSchema.parse(await expectJson(await response, 200));
      // Here every take is submitted, so the server's take number follows the attempts.
      expect(saved.take).toBe(saved.attempts);
      return saved.attempts;
    };

    const first = await uploaded(candidate, id, interview.video, '1.webm');
    expect(await attemptsOf(send(first))).toBe(1);
    expect(await attemptsOf(send(`responses/${first}`))).toBe(1);
    expect(await attemptsOf(send(await uploaded(candidate, id, interview.video, '2.webm')))).toBe(2);
    const third = await uploaded(candidate, id, interview.video, '3.webm');
    expect(await attemptsOf(send(third))).toBe(3);

    // A fourth take: Storage will not store it, and the api will not take it as an answer.
    const fourth = `${id}/${interview.video}/4.webm`;
    const upload = await storeTake(candidate, fourth);
    expect(upload.status).toBe(400);
    expect(await upload.json()).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect((await expectError(await send(fourth), 409)).error).toBe(
      'No attempts left for this question (3 at most)',
    );

    const [saved] = await answersOf(sql, id);
    expect(saved).toMatchObject({ attempts: 3, media_path: third, response_text: null });
    expect(await storedObjectsOf(sql, id)).toEqual([third]);
  });
});

describe('POST /api/take/{token}/responses: take numbers', () => {
  it('say which take the saved recording is, also when it is not the first attempt, and GET says the same', async () => {
    const { candidate, id, token } = await startedTaking();
    // Take 1 was recorded but never stored (a failed upload, then a retake): take 2 is the answer.
    const second = await uploaded(candidate, id, interview.video, '2.webm');
    expect(
      await answerOk(candidate, token, { question_id: interview.video, response_content_url: second }),
    ).toMatchObject({ question_id: interview.video, attempts: 1, take: 2 });
    const text = { question_id: interview.text, response_text: 'Mine' };
    expect(await answerOk(candidate, token, text)).toMatchObject({ attempts: 1, take: null });

    const seen = takeInterviewSchema.parse(await expectJson(await getTake(candidate, token), 200));
    expect(seen.answers.map(({ question_id, attempts, take }) => ({ question_id, attempts, take }))).toEqual(
      expect.arrayContaining([
        { question_id: interview.video, attempts: 1, take: 2 },
        { question_id: interview.text, attempts: 1, take: null },
      ]),
    );
    expect(seen.answers).toHaveLength(2);
  });
});

describe('POST /api/take/{token}/responses: refusals write nothing', () => {
  /** Sends `body` and expects `status` with `message` (and the field, if any); no answer changes. */
  async function refused(
    setup: { candidate: TestUser; id: string; token: string },
    body: unknown,
    status: number,
    message: string,
    field?: string,
  ) {
    const before = await answersOf(sql, setup.id);
    const rowsBefore = await rowsOfInterview(sql, interview.id);
    const error = await expectError(await submitAnswer(setup.candidate, setup.token, body), status);
    expect(error.error).toBe(message);
    if (field) expect(error.fields?.[field]).toBeDefined();
    expect(await answersOf(sql, setup.id)).toEqual(before);
    expect(await rowsOfInterview(sql, interview.id)).toEqual(rowsBefore);
    return error;
  }

  it('refuses a question that is unknown or of another interview', async () => {
    const setup = await startedTaking();
    const message = 'This question is not part of the interview';
    await refused(setup, { question_id: crypto.randomUUID(), response_text: 'Hi' }, 400, message);
    await refused(setup, { question_id: otherInterview.questionIds[0], response_text: 'Hi' }, 400, message);
    await refused(
      setup,
      { question_id: 'not-a-uuid', response_text: 'Hi' },
      400,
      'Invalid input',
      'question_id',
    );
  });

  it("refuses another invitation's recording, one never uploaded, and a path of another shape", async () => {
    const setup = await startedTaking();
    // The same candidate's recording for the same question, but under another of their invitations.
    const elsewhere = await seedInvitation(sql, interview.id, 'STARTED', setup.candidate);
    const foreign = await uploaded(setup.candidate, elsewhere, interview.video);
    expect(await storedObjectsOf(sql, elsewhere)).toEqual([foreign]);
    await refused(
      setup,
      { question_id: interview.video, response_content_url: foreign },
      400,
      'The recording must be stored under this invitation',
    );
    await refused(
      setup,
      { question_id: interview.video, response_content_url: `${setup.id}/${interview.video}/3.webm` },
      400,
      'The recording has not been uploaded yet',
    );
    // Stored for another question of this invitation.
    const audio = await uploaded(setup.candidate, setup.id, interview.audio);
    await refused(
      setup,
      { question_id: interview.video, response_content_url: audio },
      400,
      'Invalid input',
      'response_content_url',
    );
    for (const path of [
      'a.webm',
      `${setup.id}/a.webm`,
      `${setup.id}/${interview.video}/`,
      `/${setup.id}/${interview.video}/a.webm`,
    ]) {
      const error = await refused(
        setup,
        { question_id: interview.video, response_content_url: path },
        400,
        'Invalid input',
        'response_content_url',
      );
      expect(error.fields?.response_content_url).toBe(takeErrorMessages.mediaPath);
    }
  });

  it('refuses an answer in the wrong format for its question', async () => {
    const setup = await startedTaking();
    const video = await uploaded(setup.candidate, setup.id, interview.video);
    // Storage keeps no recording for a text question; the path alone is refused too.
    const forText = `${setup.id}/${interview.text}/1.webm`;
    expect((await storeTake(setup.candidate, forText)).status).toBe(400);
    await refused(
      setup,
      { question_id: interview.text, response_content_url: forText },
      400,
      'A text question needs a non-empty text answer',
    );
    await refused(
      setup,
      { question_id: interview.video, response_text: 'Words' },
      400,
      'This video question needs a recording, not text',
    );
    const audioError = await expectError(
      await submitAnswer(setup.candidate, setup.token, {
        question_id: interview.audio,
        response_text: 'Words',
      }),
      400,
    );
    expect(audioError.error).toMatch(/audio question needs a recording/);
    expect(await answersOf(sql, setup.id)).toEqual([]);
    expect(await storedObjectsOf(sql, setup.id)).toEqual([video]);
  });

  it('refuses both fields, neither, empty text and text over the limit', async () => {
    const setup = await startedTaking();
    const video = await uploaded(setup.candidate, setup.id, interview.video);
    await refused(
      setup,
      { question_id: interview.video, response_text: 'Words', response_content_url: video },
      400,
      takeErrorMessages.bothAnswers,
    );
    await refused(setup, { question_id: interview.text }, 400, takeErrorMessages.eitherAnswer);
    await refused(
      setup,
      { question_id: interview.text, response_text: null, response_content_url: null },
      400,
      takeErrorMessages.eitherAnswer,
    );
    const empty = await refused(
      setup,
      { question_id: interview.text, response_text: ' \n\t ' },
      400,
      'Invalid input',
      'response_text',
    );
    expect(empty.fields?.response_text).toBe(takeErrorMessages.emptyText);
    const long = await refused(
      setup,
      { question_id: interview.text, response_text: 'a'.repeat(RESPONSE_TEXT_MAX_LENGTH + 1) },
      400,
      'Invalid input',
      'response_text',
    );
    expect(long.fields?.response_text).toBe(takeErrorMessages.textTooLong);
    await refused(
      setup,
      { question_id: interview.text, response_text: 42 },
      400,
      'Invalid input',
      'response_text',
    );
    await refused(setup, { response_text: 'Hi' }, 400, 'Invalid input', 'question_id');

    const notJson = await callApi(`/take/${setup.token}/responses`, {
      method: 'POST',
      token: setup.candidate.accessToken,
      headers: { 'content-type': 'application/json' },
      body: '{"question_id":',
    });
    await expectError(notJson, 400);

    // Exactly at the limit is fine.
    const atLimit = 'b'.repeat(RESPONSE_TEXT_MAX_LENGTH);
    expect(
      (await answerOk(setup.candidate, setup.token, { question_id: interview.text, response_text: atLimit }))
        .attempts,
    ).toBe(1);
  });

  it('refuses a wrong, malformed or expired token with 404', async () => {
    const setup = await startedTaking();
    const body = { question_id: interview.text, response_text: 'Hi' };
    for (const token of [unknownToken(), 'short', `${setup.token}x`]) {
      await refused({ ...setup, token }, body, 404, takeErrorMessages.notFound);
    }
    await expire(sql, setup.id);
    await refused(setup, body, 404, takeErrorMessages.notFound);
  });

  it('refuses an interview that has not been started with 409', async () => {
    const candidate = await createTestUser(config, { role: 'CANDIDATE' });
    const body = { question_id: interview.text, response_text: 'Hi' };
    // Nobody has started it.
    const unbound = await seedInvitation(sql, interview.id, 'PENDING');
    await refused(
      { candidate, id: unbound, token: await tokenOf(sql, unbound) },
      body,
      409,
      takeErrorMessages.notStarted,
    );
    // Bound to the caller, but not started.
    const bound = await seedInvitation(sql, interview.id, 'PENDING', candidate);
    await refused(
      { candidate, id: bound, token: await tokenOf(sql, bound) },
      body,
      409,
      'This interview is not in progress',
    );
  });
});
