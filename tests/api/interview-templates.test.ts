// A workspace's library (issue #37 item 4): an interview saved as a template holds its questions
// (a choice question's options too), settings and scorecard with the links, and a new interview
// made from that content is the same interview; a question is saved on its own; our built-ins are
// listed first and cannot be deleted; a name is one per kind; another workspace's templates are
// not there, a reviewer is refused, and each bad body answers 400 with its message, writing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinInterviewTemplates } from '#contract/interview-templates-builtin';
import {
  interviewTemplateMessages,
  interviewTemplateSchema,
  type InterviewTemplate,
} from '#contract/interview-templates';
import {
  choiceQuestionMessages,
  createdInterviewSchema,
  INTERVIEW_NOT_FOUND_MESSAGE,
  interviewDetailSchema,
  type InterviewDetail,
} from '#contract/interviews';
import { scorecardSchema } from '#contract/scorecards';
import { workspaceErrorMessages } from '#contract/workspaces';
import { z } from 'zod';
import { callApi } from '../support/api.ts';
import {
  expectError,
  expectJson,
  openDatabase,
  seedInterview,
  sendJson,
  type Database,
} from '../support/interview-fixtures.ts';
import { competency } from '../support/scorecard-fixtures.ts';
import { uniqueName, type TestUser } from '../support/users.ts';
import { seedTeam, workspaceOf } from '../support/workspace-fixtures.ts';

let sql: Database;
let owner: TestUser;
let reviewer: TestUser;
let outsider: TestUser;
let workspaceId: string;
let outsiderWorkspaceId: string;

beforeAll(async () => {
  sql = openDatabase();
  ({ owner, reviewer, outsider } = await seedTeam(sql));
  workspaceId = await workspaceOf(sql, owner);
  outsiderWorkspaceId = await workspaceOf(sql, outsider);
});

afterAll(async () => {
  await sql.end();
});

const save = (body: unknown, user: TestUser = owner) => sendJson('POST', '/interview-templates', body, user);
const list = async (query: string, user: TestUser = owner): Promise<InterviewTemplate[]> =>
  z
    .array(interviewTemplateSchema)
    .parse(
      await expectJson(await callApi(`/interview-templates?${query}`, { token: user.accessToken }), 200),
    );
const remove = (id: string, user: TestUser = owner) =>
  callApi(`/interview-templates/${encodeURIComponent(id)}`, { method: 'DELETE', token: user.accessToken });
const detail = async (id: string): Promise<InterviewDetail> =>
  interviewDetailSchema.parse(
    await expectJson(await callApi(`/interviews/${id}`, { token: owner.accessToken }), 200),
  );
const scorecard = async (id: string) =>
  scorecardSchema.parse(
    await expectJson(await callApi(`/interviews/${id}/scorecard`, { token: owner.accessToken }), 200),
  );
const templateCount = async () => {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from public.interview_templates where workspace_id = ${workspaceId}`;
  return row?.count ?? 0;
};

const choiceQuestion = {
  text: 'Which shifts can you work?',
  response_format: 'CHOICE',
  multiple_choice: true,
  knockout_action: 'FLAG',
  max_attempts: 1,
  options: [{ label: 'Mornings' }, { label: 'Evenings' }, { label: 'None', knockout: true }],
};

/** An interview with a video and a choice question, settings off their defaults, and a linked scorecard. */
async function createRichInterview(): Promise<string> {
  const response = await sendJson(
    'POST',
    '/interviews',
    {
      workspace_id: workspaceId,
      title: uniqueName('Support agent'),
      description: 'For the night shift.',
      welcome_video_url: 'https://example.com/welcome',
      anonymous_review: true,
      language: 'de',
      practice_question: false,
      default_deadline_days: 12,
      reminder_hours: [72],
      decision_due_on: '2030-01-31',
      questions: [
        {
          text: 'Tell us about an upset customer.',
          time_limit_seconds: 240,
          thinking_seconds: 45,
          max_attempts: 2,
          competency_indices: [1],
        },
        { ...choiceQuestion, competency_indices: [0, 1] },
      ],
      scorecard: { competencies: [competency('Empathy'), competency('Clarity')] },
    },
    owner,
  );
  return createdInterviewSchema.parse(await expectJson(response, 201)).id;
}

/** What two interviews must share to be the same design: all but ids, title, dates and decision date. */
function designOf(interview: InterviewDetail) {
  return {
    description: interview.description,
    welcome_video_url: interview.welcome_video_url,
    anonymous_review: interview.anonymous_review,
    language: interview.language,
    practice_question: interview.practice_question,
    default_deadline_days: interview.default_deadline_days,
    reminder_hours: interview.reminder_hours,
    questions: interview.questions.map(({ id: _id, options, ...question }) => ({
      ...question,
      options: options.map(({ label, knockout }) => ({ label, knockout })),
    })),
  };
}

describe('saving an interview as a template', () => {
  it('keeps its questions, options, settings and linked scorecard, and a new interview made from it is the same', async () => {
    const sourceId = await createRichInterview();
    const name = uniqueName('Night support');
    const saved = interviewTemplateSchema.parse(
      await expectJson(
        await save({ workspace_id: workspaceId, kind: 'INTERVIEW', name, interview_id: sourceId }),
        201,
      ),
    );
    const [author] = await sql<
      { full_name: string }[]
    >`select full_name from public.profiles where id = ${owner.id}`;
    expect(saved).toMatchObject({
      kind: 'INTERVIEW',
      name,
      builtin: false,
      created_by_name: author?.full_name,
    });
    if (saved.kind !== 'INTERVIEW') throw new Error('saved as an interview template');
    expect(saved.content).not.toHaveProperty('decision_due_on');
    expect(saved.content.questions[1]).toMatchObject({
      response_format: 'CHOICE',
      multiple_choice: true,
      knockout_action: 'FLAG',
      options: [
        { label: 'Mornings', knockout: false },
        { label: 'Evenings', knockout: false },
        { label: 'None', knockout: true },
      ],
      competency_indices: [0, 1],
    });

    const listed = await list(`workspace_id=${workspaceId}&kind=INTERVIEW`);
    expect(listed.find((template) => template.id === saved.id)).toEqual(saved);

    const copy = createdInterviewSchema.parse(
      await expectJson(
        await sendJson(
          'POST',
          '/interviews',
          { ...saved.content, workspace_id: workspaceId, status: 'DRAFT' },
          owner,
        ),
        201,
      ),
    );
    const [source, made] = await Promise.all([detail(sourceId), detail(copy.id)]);
    expect(designOf(made)).toEqual(designOf(source));
    expect(made.decision_due_on).toBeNull();
    const [sourceCard, madeCard] = await Promise.all([scorecard(sourceId), scorecard(copy.id)]);
    const cardOf = (card: typeof sourceCard) => ({
      competencies: card.competencies.map(({ name: n, description, anchors }) => ({
        n,
        description,
        anchors,
      })),
      links: card.questions.map((question) =>
        question.competency_ids.map((id) => card.competencies.findIndex((c) => c.id === id)),
      ),
    });
    expect(cardOf(madeCard)).toEqual(cardOf(sourceCard));
    expect(cardOf(madeCard).links).toEqual([[1], [0, 1]]);
  });

  it("answers 404 'Interview not found' for another workspace's interview, writing nothing", async () => {
    const { id } = await seedInterview(sql, outsider);
    const before = await templateCount();
    const error = await expectError(
      await save({
        workspace_id: workspaceId,
        kind: 'INTERVIEW',
        name: uniqueName('Theirs'),
        interview_id: id,
      }),
      404,
    );
    expect(error.error).toBe(INTERVIEW_NOT_FOUND_MESSAGE);
    expect(await templateCount()).toBe(before);
  });
});

describe('saving a question as a template', () => {
  it('keeps the question as checked (trimmed, defaults applied), listed with its kind only', async () => {
    const name = uniqueName('Shifts');
    const saved = interviewTemplateSchema.parse(
      await expectJson(
        await save({
          workspace_id: workspaceId,
          kind: 'QUESTION',
          name: `  ${name}  `,
          question: { ...choiceQuestion, text: '  Which shifts can you work?  ' },
        }),
        201,
      ),
    );
    expect(saved).toMatchObject({
      kind: 'QUESTION',
      name,
      content: {
        text: 'Which shifts can you work?',
        time_limit_seconds: 120,
        thinking_seconds: 0,
        options: [
          { label: 'Mornings', knockout: false },
          { label: 'Evenings', knockout: false },
          { label: 'None', knockout: true },
        ],
      },
    });
    const questions = await list(`workspace_id=${workspaceId}&kind=QUESTION`);
    expect(questions.map((template) => template.id)).toContain(saved.id);
    expect(questions.every((template) => template.kind === 'QUESTION' && !template.builtin)).toBe(true);
  });
});

describe('the library', () => {
  it('lists our built-in interviews first, with stable ids, in every workspace', async () => {
    const expected = builtinInterviewTemplates.map((template) => ({
      id: `builtin:${template.slug}`,
      name: template.name,
      builtin: true,
      kind: 'INTERVIEW',
    }));
    for (const [user, workspace] of [
      [owner, workspaceId],
      [outsider, outsiderWorkspaceId],
    ] as const) {
      const listed = await list(`workspace_id=${workspace}`, user);
      expect(
        listed.slice(0, expected.length).map(({ id, name, builtin, kind }) => ({ id, name, builtin, kind })),
      ).toEqual(expected);
    }
  });

  it('refuses a name already taken for the kind, whatever its case, with 409', async () => {
    const name = uniqueName('Taken');
    const question = { text: 'Why us?' };
    await expectJson(await save({ workspace_id: workspaceId, kind: 'QUESTION', name, question }), 201);
    const before = await templateCount();
    const error = await expectError(
      await save({ workspace_id: workspaceId, kind: 'QUESTION', name: name.toUpperCase(), question }),
      409,
    );
    expect(error.error).toBe(interviewTemplateMessages.nameTaken);
    expect(error.fields?.name).toBe(interviewTemplateMessages.nameTaken);
    expect(await templateCount()).toBe(before);
  });

  it('deletes a saved template once; a built-in never', async () => {
    const saved = interviewTemplateSchema.parse(
      await expectJson(
        await save({
          workspace_id: workspaceId,
          kind: 'QUESTION',
          name: uniqueName('Gone'),
          question: { text: 'Why?' },
        }),
        201,
      ),
    );
    expect(await expectJson(await remove(saved.id), 200)).toEqual({ success: true });
    expect((await list(`workspace_id=${workspaceId}`)).map((t) => t.id)).not.toContain(saved.id);
    expect((await expectError(await remove(saved.id), 404)).error).toBe(interviewTemplateMessages.notFound);

    const builtin = await expectError(await remove('builtin:software-engineer'), 400);
    expect(builtin.error).toBe(interviewTemplateMessages.builtinFixed);
  });
});

describe('who may use the library', () => {
  let ownersTemplate: InterviewTemplate;
  beforeAll(async () => {
    ownersTemplate = interviewTemplateSchema.parse(
      await expectJson(
        await save({
          workspace_id: workspaceId,
          kind: 'QUESTION',
          name: uniqueName('Ours'),
          question: { text: 'Why?' },
        }),
        201,
      ),
    );
  });

  it("keeps a workspace's templates from another workspace's members: not listed, not deletable, not writable", async () => {
    const theirs = await list(`workspace_id=${outsiderWorkspaceId}`, outsider);
    expect(theirs.map((template) => template.id)).not.toContain(ownersTemplate.id);
    const listing = await expectError(
      await callApi(`/interview-templates?workspace_id=${workspaceId}`, { token: outsider.accessToken }),
      404,
    );
    expect(listing.error).toBe(workspaceErrorMessages.workspaceNotFound);
    expect((await expectError(await remove(ownersTemplate.id, outsider), 404)).error).toBe(
      interviewTemplateMessages.notFound,
    );
    await expectError(
      await save(
        { workspace_id: workspaceId, kind: 'QUESTION', name: uniqueName('Theirs'), question: { text: 'Hi' } },
        outsider,
      ),
      404,
    );
    expect((await list(`workspace_id=${workspaceId}`)).map((t) => t.id)).toContain(ownersTemplate.id);
  });

  it("refuses the workspace's reviewer: no list, no save, no delete", async () => {
    const listing = await expectError(
      await callApi(`/interview-templates?workspace_id=${workspaceId}`, { token: reviewer.accessToken }),
      403,
    );
    expect(listing.error).toBe(workspaceErrorMessages.reviewerRefused);
    const before = await templateCount();
    await expectError(
      await save(
        { workspace_id: workspaceId, kind: 'QUESTION', name: uniqueName('Rev'), question: { text: 'Hi' } },
        reviewer,
      ),
      403,
    );
    await expectError(await remove(ownersTemplate.id, reviewer), 404);
    expect(await templateCount()).toBe(before);
  });
});

describe('bad bodies', () => {
  it.each([
    ['no name', { kind: 'QUESTION', question: { text: 'Why?' } }, 'name', 'Template name is required'],
    [
      'a blank name',
      { kind: 'QUESTION', name: '   ', question: { text: 'Why?' } },
      'name',
      'Template name is required',
    ],
    [
      'a name too long',
      { kind: 'QUESTION', name: 'x'.repeat(201), question: { text: 'Why?' } },
      'name',
      'Template name must be at most 200 characters',
    ],
    ['an unknown kind', { kind: 'SCORECARD', name: 'X' }, 'kind', 'Choose INTERVIEW or QUESTION'],
    [
      'a blank question',
      { kind: 'QUESTION', name: 'X', question: { text: '  ' } },
      'question.text',
      'Question text is required',
    ],
    [
      'a choice question with one option',
      { kind: 'QUESTION', name: 'X', question: { ...choiceQuestion, options: [{ label: 'Yes' }] } },
      'question.options',
      choiceQuestionMessages.optionCount,
    ],
    [
      'an interview template without an interview',
      { kind: 'INTERVIEW', name: 'X' },
      'interview_id',
      'Must be a valid interview id',
    ],
  ])('refuses %s with 400 and its message, writing nothing', async (_case, body, field, message) => {
    const before = await templateCount();
    const error = await expectError(await save({ workspace_id: workspaceId, ...body }), 400);
    expect(error.fields?.[field]).toBe(message);
    expect(await templateCount()).toBe(before);
  });
});
