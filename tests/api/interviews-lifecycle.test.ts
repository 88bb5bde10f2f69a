// The interview lifecycle (issue #19 item 7): created as a draft or active; publish, close and
// reopen, each only from its one status; nobody is invited to a draft or a closed interview, and a
// closed interview's link answers CLOSED and takes no answers until it is reopened; once answered,
// its questions are frozen; duplicate copies questions, settings and scorecard into a new draft.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createdInterviewSchema,
  interviewDetailSchema,
  interviewLifecycleMessages,
  interviewStatusChangeSchema,
} from '#contract/interviews';
import { invitationErrorMessages } from '#contract/invitations';
import { takeInterviewSchema } from '#contract/take';
import { callApi } from '../support/api.ts';
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
import { seedScorecard } from '../support/scorecard-fixtures.ts';
import { getTake, seedTakingInterview, startTake, submitAnswer, tokenOf } from '../support/take-fixtures.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { addMember, workspaceOf } from '../support/workspace-fixtures.ts';

let sql: Database;
let owner: TestUser;
let reviewer: TestUser;
let candidate: TestUser;

beforeAll(async () => {
  sql = openDatabase();
  [owner, reviewer, candidate] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'CANDIDATE' }),
    createTestUser(config, { role: 'CANDIDATE' }),
  ]);
  await addMember(sql, await workspaceOf(sql, owner), reviewer, 'REVIEWER');
});

afterAll(async () => {
  await sql.end();
});

const move = (id: string, action: 'publish' | 'close' | 'reopen', user: TestUser) =>
  callApi(`/interviews/${id}/${action}`, { method: 'POST', token: user.accessToken });

async function statusOf(id: string): Promise<string | undefined> {
  const [row] = await sql<{ status: string }[]>`select status from public.interviews where id = ${id}`;
  return row?.status;
}

const invite = (interviewId: string) =>
  sendJson(
    'POST',
    '/invitations',
    {
      interview_id: interviewId,
      first_name: 'Ivy',
      last_name: 'Invitee',
      email: 'ivy.invitee@test.example.com',
    },
    owner,
  );

describe('the interview lifecycle', () => {
  it('creates a draft when asked, which takes no invitation until it is published', async () => {
    const created = createdInterviewSchema.parse(
      await expectJson(
        await sendJson(
          'POST',
          '/interviews',
          { title: 'Draft one', status: 'DRAFT', questions: [{ text: 'Q' }] },
          owner,
        ),
        201,
      ),
    );
    expect(await statusOf(created.id)).toBe('DRAFT');
    expect((await expectError(await invite(created.id), 409)).error).toBe(
      invitationErrorMessages.interviewDraft,
    );
    expect(await sql`select 1 from public.invitations where interview_id = ${created.id}`).toHaveLength(0);

    const published = interviewStatusChangeSchema.parse(
      await expectJson(await move(created.id, 'publish', owner), 200),
    );
    expect(published).toEqual({ id: created.id, status: 'ACTIVE' });
    expect((await invite(created.id)).status).toBe(201);
  });

  it('answers 409 with the reason for a move from the wrong status, and changes nothing', async () => {
    const { id } = await seedInterview(sql, owner);
    expect((await expectError(await move(id, 'publish', owner), 409)).error).toBe(
      interviewLifecycleMessages.onlyDraftPublishable,
    );
    expect((await expectError(await move(id, 'reopen', owner), 409)).error).toBe(
      interviewLifecycleMessages.onlyClosedReopenable,
    );
    const archived = await seedInterview(sql, owner, { status: 'ARCHIVED' });
    expect((await expectError(await move(archived.id, 'close', owner), 409)).error).toBe(
      interviewLifecycleMessages.onlyActiveClosable,
    );
    expect([await statusOf(id), await statusOf(archived.id)]).toEqual(['ACTIVE', 'ARCHIVED']);
  });

  it('refuses a REVIEWER every move with 403', async () => {
    const { id } = await seedInterview(sql, owner);
    for (const action of ['publish', 'close', 'reopen'] as const) {
      expect((await move(id, action, reviewer)).status, action).toBe(403);
    }
    expect(
      (await callApi(`/interviews/${id}/duplicate`, { method: 'POST', token: reviewer.accessToken })).status,
    ).toBe(403);
    expect(await statusOf(id)).toBe('ACTIVE');
  });

  it('closes an interview: its link says CLOSED and takes no answer, and no one is invited, until reopened', async () => {
    const interview = await seedTakingInterview(sql, owner);
    const invitation = await seedInvitation(sql, interview.id, 'STARTED', candidate);
    const token = await tokenOf(sql, invitation);

    expect(
      interviewStatusChangeSchema.parse(await expectJson(await move(interview.id, 'close', owner), 200))
        .status,
    ).toBe('CLOSED');
    const closed = takeInterviewSchema.parse(await expectJson(await getTake(candidate, token), 200));
    expect(closed).toMatchObject({ availability: 'CLOSED', questions: [] });
    expect((await expectError(await startTake(candidate, token), 409)).error).toBe(
      'This interview is closed',
    );
    expect(
      (
        await expectError(
          await submitAnswer(candidate, token, { question_id: interview.text, response_text: 'Hi' }),
          409,
        )
      ).error,
    ).toBe('This interview is closed');
    expect((await expectError(await invite(interview.id), 409)).error).toBe(
      invitationErrorMessages.interviewClosed,
    );
    expect(await sql`select 1 from public.responses where invitation_id = ${invitation}`).toHaveLength(0);

    expect((await move(interview.id, 'reopen', owner)).status).toBe(200);
    expect(
      takeInterviewSchema.parse(await expectJson(await getTake(candidate, token), 200)).availability,
    ).toBe('OPEN');
    expect(
      (await submitAnswer(candidate, token, { question_id: interview.text, response_text: 'Hi' })).status,
    ).toBe(200);
  });

  it('duplicates an interview as a draft with its questions, settings and scorecard, and no invitations', async () => {
    const source = await seedInterview(sql, owner, { questions: 2 });
    await sql`update public.interviews set practice_question = false, default_deadline_days = 3,
                reminder_hours = '{12}', anonymous_review = true where id = ${source.id}`;
    await sql`update public.questions set thinking_seconds = 30, max_attempts = 1 where id = ${source.questionIds[1] ?? ''}`;
    const [first] = await seedScorecard(sql, source.id, [
      { name: 'Clarity', questionIds: [source.questionIds[1] ?? ''] },
    ]);
    await seedInvitation(sql, source.id, 'COMPLETED', candidate);

    const { id } = createdInterviewSchema.parse(
      await expectJson(
        await callApi(`/interviews/${source.id}/duplicate`, { method: 'POST', token: owner.accessToken }),
        201,
      ),
    );
    const copy = interviewDetailSchema.parse(
      await expectJson(await callApi(`/interviews/${id}`, { token: owner.accessToken }), 200),
    );
    expect(copy).toMatchObject({
      title: `Copy of ${source.title}`,
      status: 'DRAFT',
      practice_question: false,
      default_deadline_days: 3,
      reminder_hours: [12],
      anonymous_review: true,
      competency_count: 1,
    });
    expect(copy.questions.map((q) => [q.text, q.thinking_seconds, q.max_attempts])).toEqual([
      ['Question 1', 0, 3],
      ['Question 2', 30, 1],
    ]);
    const links = await sql<{ order_number: number; name: string }[]>`
      select q.order_number, c.name from public.question_competencies qc
      join public.questions q on q.id = qc.question_id
      join public.scorecard_competencies c on c.id = qc.competency_id
      where q.interview_id = ${id}`;
    expect(links).toEqual([{ order_number: 2, name: first?.name }]);
    expect(await sql`select 1 from public.invitations where interview_id = ${id}`).toHaveLength(0);
  });
});
