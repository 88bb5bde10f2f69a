// Choice questions as recruiters build them (issue #37 item 1): created with their options, read
// back in position order with the knockouts named, edited (an unchanged list left alone, a changed
// one replaced), duplicated, and each malformed list refused with its message, writing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  choiceQuestionMessages,
  createdInterviewSchema,
  interviewDetailSchema,
  interviewLifecycleMessages,
  type InterviewDetail,
} from '#contract/interviews';
import { callApi } from '../support/api.ts';
import { seedChoiceQuestion } from '../support/choice-fixtures.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  rowsOfRecruiter,
  seedInterview,
  seedInvitation,
  sendJson,
  type Database,
} from '../support/interview-fixtures.ts';
import { createTestUser, uniqueName, type TestUser } from '../support/users.ts';
import { seedTeam } from '../support/workspace-fixtures.ts';

let sql: Database;
let owner: TestUser;

beforeAll(async () => {
  sql = openDatabase();
  ({ owner } = await seedTeam(sql));
});

afterAll(async () => {
  await sql.end();
});

const detail = async (id: string): Promise<InterviewDetail> =>
  interviewDetailSchema.parse(
    await expectJson(await callApi(`/interviews/${id}`, { token: owner.accessToken }), 200),
  );
const create = (body: unknown) => sendJson('POST', '/interviews', body, owner);
const edit = (id: string, body: unknown) => sendJson('PUT', `/interviews/${id}`, body, owner);

const choice = {
  text: 'Are you allowed to work here?',
  response_format: 'CHOICE',
  knockout_action: 'FLAG',
  options: [{ label: '  Yes  ' }, { label: 'No', knockout: true }, { label: 'Soon' }],
};

/** The edit screen's body for `interview` as it is, with `questions` instead when given. */
function bodyOf(interview: InterviewDetail, questions?: unknown[]) {
  return {
    title: interview.title,
    practice_question: interview.practice_question,
    default_deadline_days: interview.default_deadline_days,
    reminder_hours: interview.reminder_hours,
    questions:
      questions ??
      interview.questions.map((question) => ({
        id: question.id,
        text: question.text,
        response_format: question.response_format,
        multiple_choice: question.multiple_choice,
        knockout_action: question.knockout_action,
        options: question.options.map(({ label, knockout }) => ({ label, knockout })),
      })),
  };
}

const optionsOf = (question: InterviewDetail['questions'][number] | undefined) =>
  question?.options.map(({ label, knockout }) => ({ label, knockout }));

async function optionIdsOf(questionId: string) {
  const rows = await sql<{ id: string }[]>`
    select id from public.question_options where question_id = ${questionId} order by position`;
  return rows.map((row) => row.id);
}

describe('creating and reading choice questions', () => {
  it('creates a choice question with its options, read back in order with the knockouts', async () => {
    const response = await create({
      title: uniqueName('Choice'),
      questions: [{ text: 'Why us?' }, { ...choice, multiple_choice: true }],
    });
    const { id } = createdInterviewSchema.parse(await expectJson(response, 201));
    const [video, asked] = (await detail(id)).questions;
    expect(video).toMatchObject({
      response_format: 'VIDEO',
      multiple_choice: false,
      knockout_action: 'END',
      options: [],
    });
    expect(asked).toMatchObject({
      response_format: 'CHOICE',
      multiple_choice: true,
      knockout_action: 'FLAG',
    });
    expect(optionsOf(asked)).toEqual([
      { label: 'Yes', knockout: false },
      { label: 'No', knockout: true },
      { label: 'Soon', knockout: false },
    ]);
  });

  it.each([
    ['one option', { ...choice, options: [{ label: 'Yes' }] }, choiceQuestionMessages.optionCount],
    [
      'eleven options',
      { ...choice, options: Array.from({ length: 11 }, (_, n) => ({ label: `Option ${n}` })) },
      choiceQuestionMessages.optionCount,
    ],
    [
      'knockouts only',
      {
        ...choice,
        options: [
          { label: 'No', knockout: true },
          { label: 'Never', knockout: true },
        ],
      },
      choiceQuestionMessages.needsOpenOption,
    ],
    [
      'a video question with options',
      { text: 'Why us?', response_format: 'VIDEO', options: [{ label: 'A' }, { label: 'B' }] },
      choiceQuestionMessages.onlyChoiceHasOptions,
    ],
  ])('refuses %s with 400 at the options, writing nothing', async (_case, question, message) => {
    const before = await rowsOfRecruiter(sql, owner);
    const error = await expectError(
      await create({ title: uniqueName('Refused'), questions: [question] }),
      400,
    );
    expect(error.fields?.['questions.0.options']).toBe(message);
    expect(await rowsOfRecruiter(sql, owner)).toEqual(before);
  });

  it('refuses a blank option label at the option', async () => {
    const question = { ...choice, options: [{ label: '   ' }, { label: 'No' }] };
    const error = await expectError(await create({ title: uniqueName('Blank'), questions: [question] }), 400);
    expect(error.fields?.['questions.0.options.0.label']).toBe(choiceQuestionMessages.optionLabelRequired);
  });
});

describe('editing and duplicating choice questions', () => {
  it('leaves an unchanged option list alone and replaces a changed one', async () => {
    const { id } = createdInterviewSchema.parse(
      await expectJson(await create({ title: uniqueName('Edited'), questions: [choice] }), 201),
    );
    const before = await detail(id);
    const questionId = before.questions[0]?.id ?? '';
    const ids = await optionIdsOf(questionId);
    await expectJson(await edit(id, bodyOf(before)), 200);
    expect(await optionIdsOf(questionId)).toEqual(ids);

    await expectJson(
      await edit(
        id,
        bodyOf(before, [
          {
            ...choice,
            id: questionId,
            multiple_choice: true,
            knockout_action: 'END',
            options: [{ label: 'Yes' }, { label: 'Maybe', knockout: true }],
          },
          { ...choice, text: 'A new choice' },
        ]),
      ),
      200,
    );
    const after = await detail(id);
    expect(after.questions[0]).toMatchObject({
      id: questionId,
      multiple_choice: true,
      knockout_action: 'END',
    });
    expect(optionsOf(after.questions[0])).toEqual([
      { label: 'Yes', knockout: false },
      { label: 'Maybe', knockout: true },
    ]);
    expect(optionsOf(after.questions[1])).toEqual(optionsOf(before.questions[0]));
  });

  it('drops the options of a question that is no longer a choice, and refuses a bad list', async () => {
    const { id } = await seedInterview(sql, owner, { questions: 1 });
    const seeded = await seedChoiceQuestion(sql, id, {
      orderNumber: 2,
      labels: ['A', 'B'],
      knockouts: ['B'],
    });
    const before = await detail(id);
    const [video, asked] = bodyOf(before).questions as Record<string, unknown>[];

    const allKnockouts = {
      ...asked,
      options: [
        { label: 'A', knockout: true },
        { label: 'B', knockout: true },
      ],
    };
    const refused = await expectError(await edit(id, bodyOf(before, [video, allKnockouts])), 400);
    expect(refused.fields?.['questions.1.options']).toBe(choiceQuestionMessages.needsOpenOption);
    expect(await detail(id)).toEqual(before);

    await expectJson(
      await edit(id, bodyOf(before, [video, { ...asked, response_format: 'TEXT', options: [] }])),
      200,
    );
    expect((await detail(id)).questions[1]).toMatchObject({ response_format: 'TEXT', options: [] });
    expect(await optionIdsOf(seeded.id)).toEqual([]);
  });

  it('refuses changing the options once a candidate has answered, writing nothing, but not the knockout action', async () => {
    const { id, questionIds } = await seedInterview(sql, owner, { questions: 1 });
    await seedChoiceQuestion(sql, id, { orderNumber: 2, labels: ['A', 'B'] });
    const candidate = await createTestUser(config, { role: 'CANDIDATE' });
    const invitation = await seedInvitation(sql, id, 'STARTED', candidate);
    await sql`insert into public.responses (invitation_id, candidate_id, question_id, response_text)
              values (${invitation}, ${candidate.id}, ${questionIds[0] ?? ''}, 'An answer')`;
    const before = await detail(id);
    const [video, asked] = bodyOf(before).questions as Record<string, unknown>[];

    await expectJson(await edit(id, bodyOf(before)), 200);
    const relabelled = { ...asked, options: [{ label: 'A' }, { label: 'C' }] };
    expect((await expectError(await edit(id, bodyOf(before, [video, relabelled])), 409)).error).toBe(
      interviewLifecycleMessages.questionsFrozen,
    );
    expect(await detail(id)).toEqual(before);

    // What a knockout answer does is no change to what the candidates were asked.
    await expectJson(await edit(id, bodyOf(before, [video, { ...asked, knockout_action: 'FLAG' }])), 200);
    expect((await detail(id)).questions[1]?.knockout_action).toBe('FLAG');
  });

  it('duplicates the choice questions with their options and settings', async () => {
    const { id } = await seedInterview(sql, owner, { questions: 1 });
    await seedChoiceQuestion(sql, id, {
      orderNumber: 2,
      labels: ['Yes', 'No'],
      knockouts: ['No'],
      multiple: true,
      knockoutAction: 'FLAG',
    });
    const source = await detail(id);
    const { id: copyId } = createdInterviewSchema.parse(
      await expectJson(await sendJson('POST', `/interviews/${id}/duplicate`, {}, owner), 201),
    );
    const copy = await detail(copyId);
    expect(copy.questions[1]).toMatchObject({ multiple_choice: true, knockout_action: 'FLAG' });
    expect(copy.questions.map(optionsOf)).toEqual(source.questions.map(optionsOf));
    expect(copy.questions[1]?.options.map((option) => option.id)).not.toEqual(
      source.questions[1]?.options.map((option) => option.id),
    );
  });
});
