// CHOICE questions taken by the candidate (issue #37 item 1): POST /api/take/:token/responses with
// `option_ids` saves the pick (in the options' order), GET gives it back; the server refuses a
// pick that does not fit the question and saves nothing; a knockout that FLAGs leaves the interview
// going, one that ENDs completes it (knocked_out) and removes the candidate's discarded takes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeErrorMessages } from '#contract/take-messages';
import { submittedResponseSchema, takeInterviewSchema } from '#contract/take';
import { createTestUser, type TestUser } from '../support/users.ts';
import { seedChoiceQuestion, type SeededChoiceQuestion } from '../support/choice-fixtures.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  seedInterview,
  seedInvitation,
  storedObjectsOf,
  uploadResponseMedia,
  type Database,
} from '../support/interview-fixtures.ts';
import { deleteInvitation } from './invitation-fixtures.ts';
import {
  completeTake,
  getTake,
  invitationState,
  recordingBytes,
  submitAnswer,
  tokenOf,
} from '../support/take-fixtures.ts';

let sql: Database;
let recruiter: TestUser;
/** 1 TEXT, 2 single choice (knockout 'No' ENDs), 3 multiple choice (knockout 'Night shifts' FLAGs). */
let interview: { id: string; text: string; single: SeededChoiceQuestion; multiple: SeededChoiceQuestion };
/** 1 VIDEO, 2 single choice whose knockout 'No' ENDs the interview. */
let recorded: { id: string; video: string; single: SeededChoiceQuestion };

beforeAll(async () => {
  sql = openDatabase();
  recruiter = await createTestUser(config, { role: 'RECRUITER' });
  const seeded = await seedInterview(sql, recruiter, { questions: 1 });
  const [text] = seeded.questionIds as [string];
  await sql`update public.questions set response_format = 'TEXT' where id = ${text}`;
  const single = await seedChoiceQuestion(sql, seeded.id, {
    orderNumber: 2,
    text: 'Are you allowed to work in the EU?',
    labels: ['Yes', 'No'],
    knockouts: ['No'],
  });
  const multiple = await seedChoiceQuestion(sql, seeded.id, {
    orderNumber: 3,
    text: 'Which shifts can you work?',
    labels: ['Mornings', 'Evenings', 'Night shifts'],
    knockouts: ['Night shifts'],
    multiple: true,
    knockoutAction: 'FLAG',
  });
  interview = { id: seeded.id, text, single, multiple };

  const withVideo = await seedInterview(sql, recruiter, { questions: 1 });
  const [video] = withVideo.questionIds as [string];
  recorded = {
    id: withVideo.id,
    video,
    single: await seedChoiceQuestion(sql, withVideo.id, {
      orderNumber: 2,
      labels: ['Yes', 'No'],
      knockouts: ['No'],
    }),
  };
});

afterAll(async () => {
  for (const interviewId of [interview.id, recorded.id]) {
    const left = await sql<
      { id: string }[]
    >`select id from public.invitations where interview_id = ${interviewId}`;
    for (const { id } of left) await deleteInvitation(recruiter, id);
  }
  await sql.end();
});

/** A candidate with a started (bound, STARTED) invitation to `interviewId`, and its token. */
async function startedTaking(interviewId = interview.id) {
  const candidate = await createTestUser(config, { role: 'CANDIDATE' });
  const id = await seedInvitation(sql, interviewId, 'STARTED', candidate);
  return { candidate, id, token: await tokenOf(sql, id) };
}

async function answerOk(candidate: TestUser, token: string, body: unknown) {
  return submittedResponseSchema.parse(await expectJson(await submitAnswer(candidate, token, body), 200));
}

async function takeOf(candidate: TestUser, token: string) {
  return takeInterviewSchema.parse(await expectJson(await getTake(candidate, token), 200));
}

/** The saved choice answers of an invitation, as postgres sees them. */
async function choicesOf(invitationId: string) {
  return sql<
    { question_id: string; attempts: number; choice_option_ids: string[] | null; knockout: boolean }[]
  >`
    select question_id, attempts, choice_option_ids, knockout from public.responses
    where invitation_id = ${invitationId} order by question_id`;
}

async function knockedOutAt(invitationId: string): Promise<Date | null> {
  const [row] = await sql<{ knocked_out_at: Date | null }[]>`
    select knocked_out_at from public.invitations where id = ${invitationId}`;
  return row?.knocked_out_at ?? null;
}

describe('GET /api/take/{token}: choice questions', () => {
  it('lists the options in order, never which are knockouts', async () => {
    const { candidate, token } = await startedTaking();
    const take = await takeOf(candidate, token);
    expect(take.knocked_out).toBe(false);
    const [text, single, multiple] = take.questions;
    expect(text).toMatchObject({ response_format: 'TEXT', multiple_choice: false, options: [] });
    expect(single).toMatchObject({
      id: interview.single.id,
      response_format: 'CHOICE',
      multiple_choice: false,
      options: [
        { id: interview.single.optionIds[0], label: 'Yes' },
        { id: interview.single.optionIds[1], label: 'No' },
      ],
    });
    expect(multiple).toMatchObject({ multiple_choice: true });
    expect(multiple?.options.map((option) => option.label)).toEqual(['Mornings', 'Evenings', 'Night shifts']);
    for (const option of [...(single?.options ?? []), ...(multiple?.options ?? [])]) {
      expect(Object.keys(option).sort()).toEqual(['id', 'label']);
    }
  });
});

describe('POST /api/take/{token}/responses: picking options', () => {
  it('saves a single pick, which GET gives back; the same pick again is no new attempt, another is', async () => {
    const { candidate, id, token } = await startedTaking();
    const [yes] = interview.single.optionIds as [string];
    const saved = await answerOk(candidate, token, { question_id: interview.single.id, option_ids: [yes] });
    expect(saved).toEqual({
      id: expect.any(String),
      question_id: interview.single.id,
      attempts: 1,
      take: null,
      choice_option_ids: [yes],
      file_path: null,
      file_name: null,
      knocked_out: false,
    });
    expect(
      await answerOk(candidate, token, { question_id: interview.single.id, option_ids: [yes] }),
    ).toMatchObject({
      attempts: 1,
    });

    const take = await takeOf(candidate, token);
    expect(take.answers).toEqual([
      {
        question_id: interview.single.id,
        attempts: 1,
        response_text: null,
        file_name: null,
        file_path: null,
        media_path: null,
        take: null,
        choice_option_ids: [yes],
      },
    ]);
    expect(await choicesOf(id)).toEqual([
      { question_id: interview.single.id, attempts: 1, choice_option_ids: [yes], knockout: false },
    ]);
  });

  it('saves a multiple pick in the options’ order, whatever order it came in', async () => {
    const { candidate, id, token } = await startedTaking();
    const [mornings, evenings] = interview.multiple.optionIds as [string, string, string];
    const saved = await answerOk(candidate, token, {
      question_id: interview.multiple.id,
      option_ids: [evenings, mornings],
    });
    expect(saved).toMatchObject({ attempts: 1, choice_option_ids: [mornings, evenings], knocked_out: false });
    const take = await takeOf(candidate, token);
    expect(take.answers[0]?.choice_option_ids).toEqual([mornings, evenings]);
    expect((await choicesOf(id))[0]?.choice_option_ids).toEqual([mornings, evenings]);
  });

  it('counts a changed pick as an attempt, up to the question’s attempts', async () => {
    const { candidate, token } = await startedTaking();
    const [mornings, evenings, nights] = interview.multiple.optionIds as [string, string, string];
    const question_id = interview.multiple.id;
    await answerOk(candidate, token, { question_id, option_ids: [mornings] });
    expect(await answerOk(candidate, token, { question_id, option_ids: [evenings] })).toMatchObject({
      attempts: 2,
    });
    expect(await answerOk(candidate, token, { question_id, option_ids: [nights] })).toMatchObject({
      attempts: 3,
    });
    const error = await expectError(
      await submitAnswer(candidate, token, { question_id, option_ids: [mornings] }),
      409,
    );
    expect(error.error).toBe('No attempts left for this question (3 at most)');
  });

  describe('refusals: 400 with the reason, nothing saved', () => {
    const cases: { name: string; body: () => unknown; message: string; field?: string }[] = [
      {
        name: 'text for a choice question',
        body: () => ({ question_id: interview.single.id, response_text: 'Yes' }),
        message: 'A choice question is answered by picking an option',
      },
      {
        name: 'two options for a single choice',
        body: () => ({ question_id: interview.single.id, option_ids: interview.single.optionIds }),
        message: 'Pick one option for this question',
      },
      {
        name: 'another question’s option',
        body: () => ({ question_id: interview.single.id, option_ids: [interview.multiple.optionIds[0]] }),
        message: "Pick among this question's options, each once",
      },
      {
        name: 'the same option twice',
        body: () => {
          const [mornings] = interview.multiple.optionIds as [string];
          return { question_id: interview.multiple.id, option_ids: [mornings, mornings] };
        },
        message: "Pick among this question's options, each once",
      },
      {
        name: 'options for a text question',
        body: () => ({ question_id: interview.text, option_ids: [interview.single.optionIds[0]] }),
        message: 'Only a choice question is answered by picking an option',
      },
      {
        name: 'options and text together',
        body: () => ({
          question_id: interview.single.id,
          option_ids: [interview.single.optionIds[0]],
          response_text: 'Yes',
        }),
        message: takeErrorMessages.bothAnswers,
      },
      {
        name: 'no options at all',
        body: () => ({ question_id: interview.single.id, option_ids: [] }),
        message: takeErrorMessages.optionIds,
        field: 'option_ids',
      },
    ];
    it.each(cases)('$name', async ({ body, message, field }) => {
      const { candidate, id, token } = await startedTaking();
      const error = await expectError(await submitAnswer(candidate, token, body()), 400);
      // A field's own refusal names the field; the others are the request's.
      if (field) expect(JSON.stringify(error.fields?.[field])).toContain(message);
      else expect(error.error).toBe(message);
      expect(await choicesOf(id)).toEqual([]);
      expect((await invitationState(sql, id)).status).toBe('STARTED');
    });
  });
});

describe('knockout options', () => {
  it('a knockout that FLAGs saves the answer and the interview goes on', async () => {
    const { candidate, id, token } = await startedTaking();
    const nights = interview.multiple.optionIds[2] as string;
    const saved = await answerOk(candidate, token, {
      question_id: interview.multiple.id,
      option_ids: [nights],
    });
    expect(saved.knocked_out).toBe(false);
    expect((await invitationState(sql, id)).status).toBe('STARTED');
    expect(await knockedOutAt(id)).toBeNull();
    expect(await choicesOf(id)).toEqual([
      { question_id: interview.multiple.id, attempts: 1, choice_option_ids: [nights], knockout: true },
    ]);
    const take = await takeOf(candidate, token);
    expect(take).toMatchObject({ status: 'STARTED', knocked_out: false });
  });

  it('a knockout that ENDs completes the interview; GET says so to its candidate alone; nothing more is taken', async () => {
    const { candidate, id, token } = await startedTaking();
    const no = interview.single.optionIds[1] as string;
    const saved = await answerOk(candidate, token, { question_id: interview.single.id, option_ids: [no] });
    expect(saved).toMatchObject({ knocked_out: true, choice_option_ids: [no] });
    expect((await invitationState(sql, id)).status).toBe('COMPLETED');
    expect(await knockedOutAt(id)).not.toBeNull();

    const take = await takeOf(candidate, token);
    expect(take).toMatchObject({
      status: 'COMPLETED',
      knocked_out: true,
      bound_to_caller: true,
      questions: [],
    });
    expect(take.contact).toEqual({ name: expect.any(String), email: recruiter.email });
    // Anyone else holding the link learns nothing: a finished interview's link opens nothing.
    await expectError(await getTake(undefined, token), 404);

    const again = await expectError(
      await submitAnswer(candidate, token, { question_id: interview.text, response_text: 'More' }),
      409,
    );
    expect(again.error).toBe('This interview is not in progress');
    // Completing again is the no-op it is for any completed interview.
    expect(await expectJson(await completeTake(candidate, token), 200)).toEqual({ status: 'COMPLETED' });
    expect(await choicesOf(id)).toHaveLength(1);
  });

  it('an END knockout removes the candidate’s takes that are no answer, keeping the submitted one', async () => {
    const { candidate, id, token } = await startedTaking(recorded.id);
    const folder = `${id}/${recorded.video}`;
    await uploadResponseMedia(candidate, `${folder}/1.webm`, recordingBytes());
    await answerOk(candidate, token, {
      question_id: recorded.video,
      response_content_url: `${folder}/1.webm`,
    });
    await uploadResponseMedia(candidate, `${folder}/2.webm`, recordingBytes());
    expect(await storedObjectsOf(sql, id)).toEqual([`${folder}/1.webm`, `${folder}/2.webm`]);

    const no = recorded.single.optionIds[1] as string;
    expect(
      await answerOk(candidate, token, { question_id: recorded.single.id, option_ids: [no] }),
    ).toMatchObject({
      knocked_out: true,
    });
    expect(await storedObjectsOf(sql, id)).toEqual([`${folder}/1.webm`]);
  });
});

describe('POST /api/take/{token}/complete with choice answers', () => {
  it('completes once every question, choices included, is answered', async () => {
    const { candidate, id, token } = await startedTaking();
    const [yes] = interview.single.optionIds as [string];
    const [mornings, , nights] = interview.multiple.optionIds as [string, string, string];
    await answerOk(candidate, token, { question_id: interview.text, response_text: 'Hello' });
    await answerOk(candidate, token, { question_id: interview.single.id, option_ids: [yes] });
    const unanswered = await expectError(await completeTake(candidate, token), 409);
    expect(unanswered.error).toBe('Answer every question before completing the interview (1 unanswered)');
    await answerOk(candidate, token, { question_id: interview.multiple.id, option_ids: [nights, mornings] });
    expect(await expectJson(await completeTake(candidate, token), 200)).toEqual({ status: 'COMPLETED' });
    expect((await invitationState(sql, id)).status).toBe('COMPLETED');
    expect(await knockedOutAt(id)).toBeNull();
    // An ordinary completion: the link opens nothing any more.
    await expectError(await getTake(candidate, token), 404);
  });
});
