// Editing an interview (issue #19 item 7): title, description, welcome video, settings and the
// questions (kept by id, added, removed, reordered) while nobody has answered; once a candidate
// has, only time limits, thinking time and attempts of the questions change, and anything else is
// refused with the message that offers Duplicate, writing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewLifecycleMessages, type InterviewDetail } from '#contract/interviews';
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
import { createTestUser, type TestUser } from '../support/users.ts';
import { seedTeam } from '../support/workspace-fixtures.ts';

let sql: Database;
let owner: TestUser;
let reviewer: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  sql = openDatabase();
  ({ owner, reviewer, outsider } = await seedTeam(sql));
});

afterAll(async () => {
  await sql.end();
});

const detail = async (id: string) =>
  (await expectJson(
    await callApi(`/interviews/${id}`, { token: owner.accessToken }),
    200,
  )) as InterviewDetail;
const edit = (id: string, body: unknown, user = owner) => sendJson('PUT', `/interviews/${id}`, body, user);

/** The edit screen's body for `interview` as it is, with `changes`. */
function bodyOf(interview: InterviewDetail, changes: Record<string, unknown> = {}) {
  return {
    title: interview.title,
    description: interview.description ?? '',
    welcome_video_url: interview.welcome_video_url ?? '',
    practice_question: interview.practice_question,
    default_deadline_days: interview.default_deadline_days,
    reminder_hours: interview.reminder_hours,
    decision_due_on: interview.decision_due_on ?? '',
    questions: interview.questions.map(
      ({ id, text, response_format, time_limit_seconds, thinking_seconds, max_attempts }) => ({
        id,
        text,
        response_format,
        time_limit_seconds,
        thinking_seconds,
        max_attempts,
      }),
    ),
    ...changes,
  };
}

describe('editing an interview', () => {
  it('changes everything, questions kept, added, removed and reordered, while nobody has answered', async () => {
    const { id } = await seedInterview(sql, owner, { questions: 3 });
    const before = await detail(id);
    const [first, second, third] = bodyOf(before).questions;
    const body = bodyOf(before, {
      title: 'Renamed',
      description: 'Now with a description',
      practice_question: true,
      reminder_hours: [24],
      questions: [
        { ...third, text: 'Third, now first', response_format: 'TEXT' },
        first,
        { text: 'A new question', time_limit_seconds: 60 },
      ],
    });
    expect(await expectJson(await edit(id, body), 200)).toEqual({ id });
    const after = await detail(id);
    expect(after).toMatchObject({
      title: 'Renamed',
      description: 'Now with a description',
      practice_question: true,
      reminder_hours: [24],
    });
    expect(after.questions.map((q) => [q.order_number, q.text, q.response_format])).toEqual([
      [1, 'Third, now first', 'TEXT'],
      [2, 'Question 1', 'VIDEO'],
      [3, 'A new question', 'VIDEO'],
    ]);
    expect(after.questions[0]?.id).toBe(third?.id);
    expect(after.questions[1]?.id).toBe(first?.id);
    expect(after.questions.some((q) => q.id === second?.id)).toBe(false);
    expect(after.questions_locked).toBe(false);
  });

  it('sets the decision date, and clears it with null as GET gives it back', async () => {
    const { id } = await seedInterview(sql, owner, { questions: 1 });
    await expectJson(await edit(id, bodyOf(await detail(id), { decision_due_on: '2030-05-01' })), 200);
    expect((await detail(id)).decision_due_on).toBe('2030-05-01');

    const asRead = await detail(id);
    await expectJson(await edit(id, { ...bodyOf(asRead), decision_due_on: null }), 200);
    expect((await detail(id)).decision_due_on).toBeNull();
  });

  it('once answered, changes time limits and attempts but refuses question changes, writing nothing', async () => {
    const { id, questionIds } = await seedInterview(sql, owner, { questions: 2 });
    const candidate = await createTestUser(config, { role: 'CANDIDATE' });
    const invitation = await seedInvitation(sql, id, 'STARTED', candidate);
    await sql`insert into public.responses (invitation_id, candidate_id, question_id, response_text)
              values (${invitation}, ${candidate.id}, ${questionIds[0] ?? ''}, 'An answer')`;
    const before = await detail(id);
    expect(before.questions_locked).toBe(true);

    const reworded = bodyOf(before, { title: 'Should not stick' });
    reworded.questions[0] = {
      ...reworded.questions[0],
      text: 'Reworded',
    } as (typeof reworded.questions)[number];
    expect((await expectError(await edit(id, reworded), 409)).error).toBe(
      interviewLifecycleMessages.questionsFrozen,
    );
    const removed = bodyOf(before, { questions: bodyOf(before).questions.slice(0, 1) });
    expect((await expectError(await edit(id, removed), 409)).error).toBe(
      interviewLifecycleMessages.questionsFrozen,
    );
    expect(await detail(id)).toEqual(before);

    const timing = bodyOf(before, { title: 'Retitled' });
    timing.questions = timing.questions.map((q) => ({
      ...q,
      time_limit_seconds: 300,
      max_attempts: 5,
      thinking_seconds: 30,
    }));
    await expectJson(await edit(id, timing), 200);
    const after = await detail(id);
    expect(after.title).toBe('Retitled');
    expect(after.questions.map((q) => [q.time_limit_seconds, q.max_attempts, q.thinking_seconds])).toEqual([
      [300, 5, 30],
      [300, 5, 30],
    ]);
  });

  it("refuses bad input, another interview's question, reviewers, strangers and archived interviews", async () => {
    const { id } = await seedInterview(sql, owner);
    const other = await seedInterview(sql, owner);
    const before = await detail(id);
    const bad = await expectError(
      await edit(id, bodyOf(before, { title: ' ', questions: [{ text: 'Q', max_attempts: 9 }] })),
      400,
    );
    expect(bad.fields?.title).toBe('Title is required');
    expect(bad.fields?.['questions.0.max_attempts']).toBe('Attempts must be a whole number from 1 to 5');
    const foreign = bodyOf(before, { questions: [{ id: other.questionIds[0], text: 'Stolen' }] });
    expect((await expectError(await edit(id, foreign), 400)).fields?.['questions.0.id']).toBe(
      interviewLifecycleMessages.notItsQuestion,
    );
    await expectError(await edit(id, bodyOf(before), reviewer), 403);
    await expectError(await edit(id, bodyOf(before), outsider), 404);
    await sql`update public.interviews set status = 'ARCHIVED' where id = ${id}`;
    expect((await expectError(await edit(id, bodyOf(before)), 409)).error).toBe(
      interviewLifecycleMessages.archivedNotEditable,
    );
    expect((await detail(id)).title).toBe(before.title);
  });
});
