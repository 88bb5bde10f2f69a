import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recruiterAccessDeniedSchema } from '../../supabase/functions/_shared/contract/errors.ts';
import {
  invitationSummarySchema,
  type InvitationSummary,
} from '../../supabase/functions/_shared/contract/invitations.ts';
import { callApi } from '../support/api.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  seedInterview,
  type Database,
} from './interview-fixtures.ts';
import { inviteeEmail } from './invitation-fixtures.ts';

let sql: Database;
let recruiter: TestUser;
let otherRecruiter: TestUser;
let admin: TestUser;
let candidate: TestUser;
let interview: { id: string; title: string };
let empty: { id: string; title: string };
let others: { id: string; title: string };
/** The invitations of `interview`, newest first. */
let newestFirst: string[];
let heldBackId: string;

type Status = 'PENDING' | 'STARTED' | 'COMPLETED' | 'REVIEWED' | 'CANCELLED';

/** An invitation seeded as postgres, `ageMinutes` old, with the timestamps its status implies. */
async function seedInvitation(
  interviewId: string,
  ageMinutes: number,
  status: Status,
  candidateId: string | null = null,
): Promise<string> {
  const reached = (...statuses: Status[]) => (statuses.includes(status) ? sql`now()` : null);
  const [row] = await sql<{ id: string }[]>`
    insert into public.invitations (interview_id, candidate_id, first_name, last_name, email, status,
                                    created_at, started_at, completed_at, reviewed_at, cancelled_at)
    values (${interviewId}, ${candidateId}, ${`First ${ageMinutes}`}, 'Summed', ${inviteeEmail('summed')},
            ${status}, now() - make_interval(mins => ${ageMinutes}),
            ${reached('STARTED', 'COMPLETED', 'REVIEWED')}, ${reached('COMPLETED', 'REVIEWED')},
            ${reached('REVIEWED')}, ${reached('CANCELLED')})
    returning id`;
  if (!row) throw new Error('The invitation insert returned no row');
  return row.id;
}

function summaryOf(user: TestUser | undefined, interviewId: string): Promise<Response> {
  return callApi(`/interviews/${interviewId}/invitation-summary`, { token: user?.accessToken });
}

async function okSummary(user: TestUser, interviewId: string): Promise<InvitationSummary> {
  return invitationSummarySchema.parse(await expectJson(await summaryOf(user, interviewId), 200));
}

beforeAll(async () => {
  sql = openDatabase();
  [recruiter, otherRecruiter, admin, candidate] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'ADMIN' }),
    createTestUser(config, { role: 'CANDIDATE' }),
  ]);
  interview = await seedInterview(sql, recruiter);
  empty = await seedInterview(sql, recruiter);
  others = await seedInterview(sql, otherRecruiter);
  // Seven invitations, one a minute, newest first: more than the five recent rows.
  const statuses: Status[] = [
    'PENDING',
    'STARTED',
    'COMPLETED',
    'PENDING',
    'REVIEWED',
    'CANCELLED',
    'COMPLETED',
  ];
  newestFirst = [];
  for (const [index, status] of statuses.entries()) {
    newestFirst.push(await seedInvitation(interview.id, index + 1, status));
  }
  // Another interview's invitations never count; nor one the recruiter took there as a candidate.
  await seedInvitation(others.id, 1, 'PENDING');
  await seedInvitation(others.id, 2, 'STARTED', recruiter.id);
  heldBackId = newestFirst[0] ?? '';
  await sql`
    insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body, attempts, status)
    select id, email, 'Invitation', '<p>Hi</p>', 'Hi', 1, 'TEST_MODE' from public.invitations where id = ${heldBackId}`;
});

afterAll(async () => {
  await sql`delete from public.interviews where id = any(${[interview.id, empty.id, others.id]})`;
  await sql.end();
});

describe('GET /api/interviews/:id/invitation-summary', () => {
  it('counts every invitation of the interview and lists the newest five', async () => {
    const summary = await okSummary(recruiter, interview.id);
    expect(summary.counts).toEqual({ total: 7, completed: 2, in_progress: 1, pending: 2 });
    expect(summary.recent.map((invitation) => invitation.id)).toEqual(newestFirst.slice(0, 5));
    expect(summary.recent[1]).toMatchObject({
      interview_id: interview.id,
      first_name: 'First 2',
      last_name: 'Summed',
      status: 'STARTED',
      interview_title: interview.title,
      is_test_mode: false,
    });
  });

  it('marks a recent invitation whose e-mail test mode held back', async () => {
    const summary = await okSummary(recruiter, interview.id);
    expect(summary.recent.find((invitation) => invitation.id === heldBackId)?.is_test_mode).toBe(true);
  });

  it('answers zeros and no rows for an interview without invitations', async () => {
    expect(await okSummary(recruiter, empty.id)).toEqual({
      counts: { total: 0, completed: 0, in_progress: 0, pending: 0 },
      recent: [],
    });
  });

  it('shows an admin the summary of any interview', async () => {
    expect(await okSummary(admin, interview.id)).toEqual(await okSummary(recruiter, interview.id));
  });

  it('answers another recruiter 404, as if the interview did not exist', async () => {
    const body = await expectError(await summaryOf(otherRecruiter, interview.id), 404);
    expect(body).toMatchObject({ error: 'Interview not found', code: 'not_found' });
    // Not even the one invitation they hold there as a candidate makes another's interview theirs.
    expect((await expectError(await summaryOf(recruiter, others.id), 404)).error).toBe('Interview not found');
    expect((await expectError(await summaryOf(recruiter, crypto.randomUUID()), 404)).error).toBe(
      'Interview not found',
    );
  });

  it('answers 400 with fields.id for an id that is not a uuid', async () => {
    const body = await expectError(await summaryOf(recruiter, 'not-a-uuid'), 400);
    expect(body.fields).toEqual({ id: 'Must be a valid interview id' });
  });

  it('refuses a candidate with the recruiter access 403', async () => {
    const response = await summaryOf(candidate, interview.id);
    expect(response.status).toBe(403);
    expect(recruiterAccessDeniedSchema.parse(await response.json()).redirect_to_candidate).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expect((await expectError(await summaryOf(undefined, interview.id), 401)).code).toBe('unauthenticated');
  });
});
