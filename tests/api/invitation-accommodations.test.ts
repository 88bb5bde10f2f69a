// Accommodations set by the recruiter (issue #19 item 5): with the invitation (POST /invitations)
// or later (PUT /invitations/:id/accommodations) until the candidate completes; the link applies
// them (GET /take/:token: extra attempts counted in each question's max_attempts, which submit
// enforces), and the review shows them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ACCOMMODATIONS } from '#contract/accommodations';
import { workspaceErrorMessages } from '#contract/workspaces';
import { invitationErrorMessages, type InvitationPage } from '#contract/invitations';
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
import { completeTake, getTake, startTake, submitAnswer, tokenOf } from '../support/take-fixtures.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { seedTeam } from '../support/workspace-fixtures.ts';
import { inviteeEmail, inviteOk } from './invitation-fixtures.ts';

let sql: Database;
let owner: TestUser;
let reviewer: TestUser;
let candidate: TestUser;
let interview: { id: string; questionIds: string[] };

beforeAll(async () => {
  sql = openDatabase();
  ({ owner, reviewer } = await seedTeam(sql));
  candidate = await createTestUser(config, { role: 'CANDIDATE' });
  interview = await seedInterview(sql, owner);
  await sql`update public.questions set response_format = 'TEXT', max_attempts = 1 where interview_id = ${interview.id}`;
});

afterAll(async () => {
  await sql.end();
});

const accommodationsOf = async (id: string) => {
  const [row] = await sql<{ time: string; extra_attempts: number; text_answers_allowed: boolean }[]>`
    select time_accommodation as time, extra_attempts, text_answers_allowed from public.invitations where id = ${id}`;
  return row;
};
const put = (id: string, body: unknown, user = owner) =>
  sendJson('PUT', `/invitations/${id}/accommodations`, body, user);

describe('accommodations set by the recruiter', () => {
  it('come with the invitation, are listed with it, and give the link its extra attempts, which submit enforces', async () => {
    const granted = { time: 'DOUBLE', extra_attempts: 1, text_answers_allowed: false };
    const created = await inviteOk(owner, {
      interview_id: interview.id,
      first_name: 'Ada',
      last_name: 'Accommodated',
      email: candidate.email,
      accommodations: granted,
    });
    expect(await accommodationsOf(created.id)).toEqual(granted);
    const page = (await expectJson(
      await callApi(`/invitations?interview_id=${interview.id}`, { token: owner.accessToken }),
      200,
    )) as InvitationPage;
    expect(page.invitations.find((i) => i.id === created.id)?.accommodations).toEqual(granted);

    const token = await tokenOf(sql, created.id);
    const take = (await expectJson(await getTake(candidate, token), 200)) as {
      accommodations: unknown;
      questions: { max_attempts: number }[];
    };
    expect(take.accommodations).toEqual(granted);
    expect(take.questions[0]?.max_attempts).toBe(2);
    await expectJson(await startTake(candidate, token), 200);
    const questionId = interview.questionIds[0];
    await expectJson(
      await submitAnswer(candidate, token, { question_id: questionId, response_text: 'First' }),
      200,
    );
    await expectJson(
      await submitAnswer(candidate, token, { question_id: questionId, response_text: 'Second' }),
      200,
    );
    await expectError(
      await submitAnswer(candidate, token, { question_id: questionId, response_text: 'Third' }),
      409,
    );
    await expectJson(await completeTake(candidate, token), 200);

    const review = (await expectJson(
      await callApi(`/reviews/${created.id}`, { token: owner.accessToken }),
      200,
    )) as {
      invitation: { accommodations: unknown };
    };
    expect(review.invitation.accommodations).toEqual(granted);
    const refused = await expectError(await put(created.id, NO_ACCOMMODATIONS), 409);
    expect(refused.error).toBe(invitationErrorMessages.accommodationsAfterCompletion);
    expect(await accommodationsOf(created.id)).toEqual(granted);
  });

  it('change later until the candidate completes; bad input and reviewers change nothing', async () => {
    const id = await seedInvitation(sql, interview.id, 'STARTED');
    const untimed = { time: 'UNTIMED', extra_attempts: 2, text_answers_allowed: true };
    expect(await expectJson(await put(id, untimed), 200)).toEqual({ id, accommodations: untimed });
    expect(await accommodationsOf(id)).toEqual(untimed);

    const bad = await expectError(
      await put(id, { time: 'TRIPLE', extra_attempts: 3, text_answers_allowed: 'yes' }),
      400,
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['extra_attempts', 'text_answers_allowed', 'time']);
    expect(bad.fields?.extra_attempts).toBe('Extra attempts must be 0 to 2');
    expect((await expectError(await put(id, NO_ACCOMMODATIONS, reviewer), 403)).error).toBe(
      workspaceErrorMessages.reviewerRefused,
    );
    expect(await accommodationsOf(id)).toEqual(untimed);

    const badInvite = await sendJson(
      'POST',
      '/invitations',
      {
        interview_id: interview.id,
        first_name: 'Bo',
        last_name: 'Bad',
        email: inviteeEmail(),
        accommodations: { time: 'STANDARD', extra_attempts: -1, text_answers_allowed: false },
      },
      owner,
    );
    expect((await expectError(badInvite, 400)).fields?.['accommodations.extra_attempts']).toBe(
      'Extra attempts must be 0 to 2',
    );
  });
});
