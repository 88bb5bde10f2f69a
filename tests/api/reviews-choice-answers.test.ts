// Choice answers in review (issue #37 item 1): the review shows a choice answer's options with the
// picked ones and its knockout flag, and says when a knockout answer ended the interview; a choice
// answer is never analysed; the comparison and its CSV show the picked labels and who was knocked
// out; the public API's review carries the same.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparisonSchema } from '#contract/comparison';
import { reviewDetailSchema } from '#contract/reviews';
import { createdShareSchema, sharedReviewSchema } from '#contract/shares';
import { v1InterviewApi } from '#contract/v1/interviews';
import { v1ReviewApi } from '#contract/v1/reviews';
import { callWithKey, createApiKey } from '../support/api-key-fixtures.ts';
import { callApi } from '../support/api.ts';
import { seedChoiceQuestion, type SeededChoiceQuestion } from '../support/choice-fixtures.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  seedInterview,
  seedInvitation,
  sendJson,
  type Database,
} from '../support/interview-fixtures.ts';
import { analyze, getReview } from '../support/review-fixtures.ts';
import { createTestUser, uniqueName, type TestUser } from '../support/users.ts';
import { addMember, workspaceOf } from '../support/workspace-fixtures.ts';

let sql: Database;

/**
 * An interview of an OWNER, with a REVIEWER member: question 1 typed, question 2 a multiple choice
 * whose knockout FLAGs, question 3 a single choice whose knockout ENDs the interview. Ada picked a
 * flagged option and then the ending one (knocked out at question 3); Brook picked no knockout.
 */
interface ChoiceWorld {
  owner: TestUser;
  reviewer: TestUser;
  interviewId: string;
  workspaceId: string;
  where: SeededChoiceQuestion;
  eligible: SeededChoiceQuestion;
  ada: { id: string; name: string; answers: { text: string; where: string; eligible: string } };
  brook: { id: string; name: string; answers: { text: string; where: string; eligible: string } };
}

async function seedCandidate(
  world: Omit<ChoiceWorld, 'ada' | 'brook' | 'owner' | 'reviewer' | 'workspaceId'> & {
    textQuestion: string;
  },
  firstName: string,
  picks: { where: number[]; eligible: number[] },
  knockedOut: boolean,
) {
  const candidate = await createTestUser(config);
  const id = await seedInvitation(sql, world.interviewId, 'STARTED', candidate);
  const name = uniqueName(firstName);
  await sql`update public.invitations set first_name = ${name}, last_name = 'Choice' where id = ${id}`;
  const [text] = await sql<{ id: string }[]>`
    insert into public.responses (invitation_id, question_id, candidate_id, response_text)
    values (${id}, ${world.textQuestion}, ${candidate.id}, 'I like shipping.') returning id`;
  const choose = async (question: SeededChoiceQuestion, positions: number[], knockout: boolean) => {
    const ids = positions.map((p) => question.optionIds[p]).filter((o): o is string => o !== undefined);
    const [row] = await sql<{ id: string }[]>`
      insert into public.responses (invitation_id, question_id, candidate_id, choice_option_ids, knockout)
      values (${id}, ${question.id}, ${candidate.id}, ${ids}::uuid[], ${knockout}) returning id`;
    if (!row) throw new Error('The choice answer insert returned no row');
    return row.id;
  };
  const where = await choose(world.where, picks.where, picks.where.includes(1));
  const eligible = await choose(world.eligible, picks.eligible, picks.eligible.includes(1));
  if (!text) throw new Error('The text answer insert returned no row');
  await sql.begin(async (tx) => {
    await tx`update public.invitations
             set status = 'COMPLETED', knocked_out_at = ${knockedOut ? tx`now()` : null}
             where id = ${id}`;
    await tx`select graphile_worker.remove_job('analysis:' || id)
             from public.responses where invitation_id = ${id}`;
    await tx`update public.responses set analysis_status = null where invitation_id = ${id}`;
  });
  return { id, name: `${name} Choice`, answers: { text: text.id, where, eligible } };
}

async function seedChoiceWorld(): Promise<ChoiceWorld> {
  const [owner, reviewer] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config),
  ]);
  const workspaceId = await workspaceOf(sql, owner);
  await addMember(sql, workspaceId, reviewer, 'REVIEWER');
  const interview = await seedInterview(sql, owner, { questions: 1 });
  const [textQuestion] = interview.questionIds as [string];
  await sql`update public.questions set response_format = 'TEXT' where id = ${textQuestion}`;
  const where = await seedChoiceQuestion(sql, interview.id, {
    orderNumber: 2,
    text: 'Where can you work from?',
    labels: ['Berlin', 'Lisbon, on site', 'Remote'],
    knockouts: ['Lisbon, on site'],
    multiple: true,
    knockoutAction: 'FLAG',
  });
  const eligible = await seedChoiceQuestion(sql, interview.id, {
    orderNumber: 3,
    text: 'Are you allowed to work in the EU?',
    labels: ['Yes', 'No'],
    knockouts: ['No'],
  });
  const base = { interviewId: interview.id, where, eligible, textQuestion };
  const ada = await seedCandidate(base, 'Ada', { where: [0, 1], eligible: [1] }, true);
  const brook = await seedCandidate(base, 'Brook', { where: [2], eligible: [0] }, false);
  return { owner, reviewer, interviewId: interview.id, workspaceId, where, eligible, ada, brook };
}

let world: ChoiceWorld;
beforeAll(async () => {
  sql = openDatabase();
  world = await seedChoiceWorld();
});
afterAll(async () => {
  await sql.end();
});

const reviewOf = async (user: TestUser, id: string) =>
  reviewDetailSchema.parse(await expectJson(await getReview(user, id), 200));

describe('GET /api/reviews/:id with choice answers', () => {
  it('gives each choice answer its options in order, the picked ones marked, and its knockout flag', async () => {
    const review = await reviewOf(world.reviewer, world.ada.id);
    expect(review.responses.map((r) => [r.order_number, r.response_format, r.knockout])).toEqual([
      [1, 'TEXT', false],
      [2, 'CHOICE', true],
      [3, 'CHOICE', true],
    ]);
    const [text, where, eligible] = review.responses;
    expect(text?.choice).toBeNull();
    expect(where).toMatchObject({
      id: world.ada.answers.where,
      response_text: null,
      media_path: null,
      media_url: null,
      recording: null,
      transcription: null,
      ai_insights: null,
      analysis_status: null,
    });
    expect(where?.choice).toEqual({
      multiple: true,
      knockout_action: 'FLAG',
      options: [
        { id: world.where.optionIds[0], label: 'Berlin', knockout: false, picked: true },
        { id: world.where.optionIds[1], label: 'Lisbon, on site', knockout: true, picked: true },
        { id: world.where.optionIds[2], label: 'Remote', knockout: false, picked: false },
      ],
    });
    expect(eligible?.choice).toEqual({
      multiple: false,
      knockout_action: 'END',
      options: [
        { id: world.eligible.optionIds[0], label: 'Yes', knockout: false, picked: false },
        { id: world.eligible.optionIds[1], label: 'No', knockout: true, picked: true },
      ],
    });
  });

  it('says when a knockout answer ended the interview, and at which question', async () => {
    const ada = await reviewOf(world.owner, world.ada.id);
    const [row] = await sql<{ knocked_out_at: Date }[]>`
      select knocked_out_at from public.invitations where id = ${world.ada.id}`;
    expect(ada.invitation.knocked_out_at).not.toBeNull();
    expect(new Date(ada.invitation.knocked_out_at ?? 0).getTime()).toBe(row?.knocked_out_at.getTime());
    expect(ada.invitation.knocked_out_question).toBe(3);

    const brook = await reviewOf(world.owner, world.brook.id);
    expect(brook.invitation).toMatchObject({ knocked_out_at: null, knocked_out_question: null });
    expect(brook.responses.map((r) => r.knockout)).toEqual([false, false, false]);
    expect(brook.responses[1]?.choice?.options.map((o) => o.picked)).toEqual([false, false, true]);
  });

  it('hides the candidate on a blind interview as before, and still shows the choices', async () => {
    await sql`update public.interviews set anonymous_review = true where id = ${world.interviewId}`;
    try {
      const review = await reviewOf(world.reviewer, world.ada.id);
      expect(review.invitation).toMatchObject({
        anonymous: true,
        first_name: null,
        last_name: null,
        email: null,
        knocked_out_question: 3,
      });
      expect(JSON.stringify(review)).not.toContain(world.ada.name.split(' ')[0]);
      expect(review.responses[2]?.choice?.options.find((o) => o.picked)?.label).toBe('No');
    } finally {
      await sql`update public.interviews set anonymous_review = false where id = ${world.interviewId}`;
    }
  });

  it('refuses to analyse a choice answer (400), queueing nothing', async () => {
    const refusal = await expectError(
      await analyze(world.owner, world.ada.id, world.ada.answers.eligible),
      400,
    );
    expect(refusal.error).toBe('A choice answer is not analysed: the options picked are the answer');
    const [row] = await sql<{ analysis_status: string | null }[]>`
      select analysis_status from public.responses where id = ${world.ada.answers.eligible}`;
    expect(row?.analysis_status).toBeNull();
  });
});

describe('the comparison with choice questions', () => {
  const WHERE = 'Q2. Where can you work from?';
  const ELIGIBLE = 'Q3. Are you allowed to work in the EU?';

  it('gives each candidate the picked labels per choice question, and who was knocked out', async () => {
    const comparison = comparisonSchema.parse(
      await expectJson(
        await callApi(`/interviews/${world.interviewId}/comparison`, { token: world.reviewer.accessToken }),
        200,
      ),
    );
    expect(comparison.choice_questions).toEqual([
      { id: world.where.id, order_number: 2, text: 'Where can you work from?', has_knockout: true },
      {
        id: world.eligible.id,
        order_number: 3,
        text: 'Are you allowed to work in the EU?',
        has_knockout: true,
      },
    ]);
    const ada = comparison.rows.find((r) => r.invitation_id === world.ada.id);
    const brook = comparison.rows.find((r) => r.invitation_id === world.brook.id);
    expect(ada).toMatchObject({
      choices: { [world.where.id]: ['Berlin', 'Lisbon, on site'], [world.eligible.id]: ['No'] },
      knocked_out: true,
      knocked_out_at: expect.any(String),
    });
    expect(brook).toMatchObject({
      choices: { [world.where.id]: ['Remote'], [world.eligible.id]: ['Yes'] },
      knocked_out: false,
      knocked_out_at: null,
    });
  });

  it('exports the picked labels joined by "; " and a Knockout column, quoted where a label needs it', async () => {
    const response = await callApi(`/interviews/${world.interviewId}/comparison.csv`, {
      token: world.owner.accessToken,
    });
    const text = await response.text();
    expect(response.status, text).toBe(200);
    expect(text).toContain('"Berlin; Lisbon, on site"');
    const [header, ...rows] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(header).toEqual([
      'Candidate',
      'Status',
      'Completed',
      'Overall',
      'Raters',
      'AI score (assistant)',
      'Decision',
      'Knockout',
      WHERE,
      ELIGIBLE,
    ]);
    const cellsOf = (name: string) => {
      const row = rows.find((r) => r[0] === name);
      if (!row) throw new Error(`No row for ${name}`);
      return row.slice(7);
    };
    expect(cellsOf(world.ada.name)).toEqual(['Yes', 'Berlin; Lisbon, on site', 'No']);
    expect(cellsOf(world.brook.name)).toEqual(['', 'Remote', 'Yes']);
    // Sorting by the Knockout column puts the knocked-out candidate first.
    const sorted = await callApi(`/interviews/${world.interviewId}/comparison.csv?sort=7`, {
      token: world.owner.accessToken,
    });
    const [, firstRow] = Papa.parse<string[]>(await sorted.text(), { skipEmptyLines: true }).data;
    expect(firstRow?.[0]).toBe(world.ada.name);
  });
});

describe('GET /api/v1/reviews with choice answers', () => {
  let key: string;
  beforeAll(async () => {
    key = (await createApiKey(world.owner, world.workspaceId)).secret;
  });

  it('gives a choice answer its options with the picks and knockouts, and the review its knocked_out_at', async () => {
    const review = v1ReviewApi.get.response.parse(
      await expectJson(await callWithKey(key, `/v1/reviews/${world.ada.id}`), 200),
    );
    expect(review.knocked_out_at).toEqual(expect.any(String));
    expect(review.answers.map((a) => [a.order_number, a.knockout])).toEqual([
      [1, false],
      [2, true],
      [3, true],
    ]);
    const [text, where, eligible] = review.answers;
    expect(text).toMatchObject({ response_text: 'I like shipping.', choice: null });
    expect(where).toMatchObject({ response_format: 'CHOICE', response_text: null, media_url: null });
    expect(where?.choice).toEqual({
      multiple: true,
      options: [
        { id: world.where.optionIds[0], label: 'Berlin', picked: true, knockout: false },
        { id: world.where.optionIds[1], label: 'Lisbon, on site', picked: true, knockout: true },
        { id: world.where.optionIds[2], label: 'Remote', picked: false, knockout: false },
      ],
    });
    expect(eligible?.choice).toEqual({
      multiple: false,
      options: [
        { id: world.eligible.optionIds[0], label: 'Yes', picked: false, knockout: false },
        { id: world.eligible.optionIds[1], label: 'No', picked: true, knockout: true },
      ],
    });

    const brook = v1ReviewApi.get.response.parse(
      await expectJson(await callWithKey(key, `/v1/reviews/${world.brook.id}`), 200),
    );
    expect(brook.knocked_out_at).toBeNull();
    expect(brook.answers[2]?.choice?.options.map((o) => o.picked)).toEqual([true, false]);
  });

  it('lists the reviews with knocked_out_at', async () => {
    const page = v1ReviewApi.list.response.parse(
      await expectJson(await callWithKey(key, `/v1/reviews?interview_id=${world.interviewId}`), 200),
    );
    const byId = new Map(page.reviews.map((r) => [r.id, r.knocked_out_at]));
    expect(byId.get(world.ada.id)).toEqual(expect.any(String));
    expect(byId.get(world.brook.id)).toBeNull();
  });

  it('gives the interview’s choice questions their options and knockouts (GET /v1/interviews/:id)', async () => {
    const interview = v1InterviewApi.read.response.parse(
      await expectJson(await callWithKey(key, `/v1/interviews/${world.interviewId}`), 200),
    );
    const eligible = interview.questions.find((q) => q.id === world.eligible.id);
    expect(eligible).toMatchObject({
      response_format: 'CHOICE',
      multiple_choice: false,
      knockout_action: 'END',
    });
    expect(eligible?.options).toEqual([
      { id: world.eligible.optionIds[0], label: 'Yes', knockout: false },
      { id: world.eligible.optionIds[1], label: 'No', knockout: true },
    ]);
    expect(interview.questions.find((q) => q.order_number === 1)?.options).toEqual([]);
  });

  it('does not open another workspace’s choice review to the key', async () => {
    const outsider = await createTestUser(config, { role: 'RECRUITER' });
    const otherKey = (await createApiKey(outsider, await workspaceOf(sql, outsider))).secret;
    await expectError(await callWithKey(otherKey, `/v1/reviews/${world.ada.id}`), 404);
  });
});

describe('a shared review with choice answers', () => {
  it('shows the options with the picks and the knockout flag to the link’s holder', async () => {
    const created = createdShareSchema.parse(
      await expectJson(
        await sendJson('POST', `/reviews/${world.ada.id}/shares`, { days: 1 }, world.owner),
        201,
      ),
    );
    const token = new URL(created.url).pathname.split('/').at(-1) ?? '';
    const page = sharedReviewSchema.parse(
      await expectJson(await callApi(`/shared/${encodeURIComponent(token)}`), 200),
    );
    expect(page.answers.map((a) => [a.order_number, a.response_format, a.knockout])).toEqual([
      [1, 'TEXT', false],
      [2, 'CHOICE', true],
      [3, 'CHOICE', true],
    ]);
    expect(page.answers[0]?.choice).toBeNull();
    expect(page.answers[1]?.choice).toEqual({
      multiple: true,
      options: [
        { label: 'Berlin', knockout: false, picked: true },
        { label: 'Lisbon, on site', knockout: true, picked: true },
        { label: 'Remote', knockout: false, picked: false },
      ],
    });
    expect(page.answers[2]?.choice?.options.filter((o) => o.picked).map((o) => o.label)).toEqual(['No']);
  });
});
