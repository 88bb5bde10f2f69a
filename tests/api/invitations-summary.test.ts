import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recruiterAccessDeniedSchema } from '#contract/errors';
import * as contract from '#contract/invitations';
import { callApi } from '../support/api.ts';
import * as fixtures from '../support/interview-fixtures.ts';
import { createPersonas, type Personas } from '../support/personas.ts';
import type { TestUser } from '../support/users.ts';

const { expectError } = fixtures;

let sql: fixtures.Database;
let callers: Personas;
let interview: { id: string; title: string };
let empty: { id: string };
let others: { id: string };
/** The invitations of `interview`, newest first. */
const newestFirst: string[] = [];

function summaryOf(user: TestUser | undefined, interviewId: string): Promise<Response> {
  return callApi(`/interviews/${interviewId}/invitation-summary`, { token: user?.accessToken });
}

async function okSummary(user: TestUser, interviewId: string): Promise<contract.InvitationSummary> {
  return contract.invitationSummarySchema.parse(
    await fixtures.expectJson(await summaryOf(user, interviewId), 200),
  );
}

beforeAll(async () => {
  sql = fixtures.openDatabase();
  callers = await createPersonas();
  const { recruiter, otherRecruiter } = callers;
  interview = await fixtures.seedInterview(sql, recruiter);
  empty = await fixtures.seedInterview(sql, recruiter);
  others = await fixtures.seedInterview(sql, otherRecruiter);
  // Seven invitations, one a minute, newest first: more than the five recent rows.
  const statuses = [
    'PENDING',
    'STARTED',
    'COMPLETED',
    'PENDING',
    'REVIEWED',
    'CANCELLED',
    'COMPLETED',
  ] as const;
  for (const [index, status] of statuses.entries()) {
    const id = await fixtures.seedInvitation(sql, interview.id, status);
    await sql`update public.invitations set created_at = now() - make_interval(mins => ${index + 1}) where id = ${id}`;
    newestFirst.push(id);
  }
  // Another interview's invitations never count; nor one the recruiter took there as a candidate.
  await fixtures.seedInvitation(sql, others.id, 'PENDING');
  await fixtures.seedInvitation(sql, others.id, 'STARTED', recruiter);
  // The newest was held back by test mode.
  await sql`
    insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body, attempts, status)
    select id, email, 'Invitation', '<p>Hi</p>', 'Hi', 1, 'TEST_MODE' from public.invitations where id = ${newestFirst[0] ?? ''}`;
});

afterAll(async () => {
  await sql.end();
});

describe('GET /api/interviews/:id/invitation-summary', () => {
  it('counts every invitation of the interview and lists the newest five', async () => {
    const summary = await okSummary(callers.recruiter, interview.id);
    expect(summary.counts).toEqual({ total: 7, completed: 2, in_progress: 1, pending: 2 });
    expect(summary.recent.map((invitation) => invitation.id)).toEqual(newestFirst.slice(0, 5));
    expect(summary.recent[1]).toMatchObject({
      interview_id: interview.id,
      first_name: 'Casey',
      last_name: 'Candidate',
      status: 'STARTED',
      interview_title: interview.title,
      is_test_mode: false,
    });
  });

  it('marks a recent invitation whose e-mail test mode held back', async () => {
    const summary = await okSummary(callers.recruiter, interview.id);
    expect(summary.recent[0]).toMatchObject({ id: newestFirst[0], is_test_mode: true });
  });

  it('answers zeros and no rows for an interview without invitations', async () => {
    expect(await okSummary(callers.recruiter, empty.id)).toEqual({
      counts: { total: 0, completed: 0, in_progress: 0, pending: 0 },
      recent: [],
    });
  });

  it('shows an admin the summary of any interview', async () => {
    expect(await okSummary(callers.admin, interview.id)).toEqual(
      await okSummary(callers.recruiter, interview.id),
    );
  });

  it('answers another recruiter 404, as if the interview did not exist', async () => {
    const body = await expectError(await summaryOf(callers.otherRecruiter, interview.id), 404);
    expect(body).toMatchObject({ error: 'Interview not found', code: 'not_found' });
    // Not even the invitation they hold there as a candidate makes another's interview theirs.
    for (const id of [others.id, crypto.randomUUID()]) {
      expect((await expectError(await summaryOf(callers.recruiter, id), 404)).error).toBe(
        'Interview not found',
      );
    }
  });

  it('answers 400 with fields.id for an id that is not a uuid', async () => {
    const body = await expectError(await summaryOf(callers.recruiter, 'not-a-uuid'), 400);
    expect(body.fields).toEqual({ id: 'Must be a valid interview id' });
  });

  it('refuses a candidate with the recruiter access 403', async () => {
    const response = await summaryOf(callers.candidate, interview.id);
    expect(response.status).toBe(403);
    expect(recruiterAccessDeniedSchema.parse(await response.json()).redirect_to_candidate).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expect((await expectError(await summaryOf(undefined, interview.id), 401)).code).toBe('unauthenticated');
  });
});
