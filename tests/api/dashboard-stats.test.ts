import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardStatsSchema, type DashboardStats } from '#contract/dashboard';
import { recruiterAccessDeniedSchema } from '#contract/errors';
import { callApi } from '../support/api.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  seedInterview,
  seedInvitation,
  type Database,
  type InvitationStatus,
} from '../support/interview-fixtures.ts';
import { createPersonas } from '../support/personas.ts';
import { workspaceOf } from '../support/workspace-fixtures.ts';

let sql: Database;
let recruiter: TestUser;
let otherRecruiter: TestUser;
let admin: TestUser;
let candidate: TestUser;

/** Seeds interviews for `owner` and, per interview, invitations in the given statuses. */
async function seedStatistics(
  owner: TestUser,
  interviews: { archived?: boolean; invitations: InvitationStatus[] }[],
) {
  for (const { archived, invitations } of interviews) {
    const { id } = await seedInterview(sql, owner, { status: archived ? 'ARCHIVED' : 'ACTIVE' });
    for (const status of invitations) await seedInvitation(sql, id, status);
  }
}

beforeAll(async () => {
  sql = openDatabase();
  ({ recruiter, otherRecruiter, admin, candidate } = await createPersonas());
  await seedStatistics(recruiter, [
    { invitations: ['PENDING', 'PENDING', 'STARTED', 'COMPLETED', 'REVIEWED'] },
    { invitations: ['COMPLETED', 'COMPLETED', 'CANCELLED', 'STARTED'] },
    { archived: true, invitations: ['REVIEWED', 'PENDING'] },
    { invitations: [] },
  ]);
  await seedStatistics(otherRecruiter, [
    { invitations: ['PENDING', 'COMPLETED', 'COMPLETED', 'COMPLETED', 'COMPLETED'] },
    { invitations: ['STARTED'] },
  ]);
});

afterAll(async () => {
  await sql.end();
});

async function statsOf(user?: TestUser, query = ''): Promise<Response> {
  return callApi(`/dashboard/stats${query}`, { token: user?.accessToken });
}

async function statsFor(user: TestUser, query = ''): Promise<DashboardStats> {
  return dashboardStatsSchema.parse(await expectJson(await statsOf(user, query), 200));
}

/** The same numbers, counted by postgres over the recruiter's rows. */
async function countedFor(owner: TestUser): Promise<DashboardStats> {
  const [row] = await sql<DashboardStats[]>`
    select
      (select count(*) from public.interviews where recruiter_id = ${owner.id})::int as "totalInterviews",
      (select count(*) from public.invitations inv join public.interviews i on i.id = inv.interview_id
        where i.recruiter_id = ${owner.id} and inv.status in ('PENDING', 'STARTED'))::int as "activeInvitations",
      (select count(*) from public.invitations inv join public.interviews i on i.id = inv.interview_id
        where i.recruiter_id = ${owner.id} and inv.status = 'COMPLETED')::int as "completedInterviews",
      (select count(*) from public.invitations inv join public.interviews i on i.id = inv.interview_id
        where i.recruiter_id = ${owner.id} and inv.status = 'COMPLETED')::int as "pendingReviews"`;
  if (!row) throw new Error('The count query returned no row');
  return row;
}

describe('GET /api/dashboard/stats', () => {
  it("counts the recruiter's interviews and invitations: active = PENDING + STARTED, completed = pending review = COMPLETED", async () => {
    const stats = await statsFor(recruiter);
    expect(stats).toEqual({
      totalInterviews: 4,
      activeInvitations: 5,
      completedInterviews: 3,
      pendingReviews: 3,
    });
    expect(stats).toEqual(await countedFor(recruiter));
  });

  it("does not count another recruiter's rows", async () => {
    const stats = await statsFor(otherRecruiter);
    expect(stats).toEqual({
      totalInterviews: 2,
      activeInvitations: 2,
      completedInterviews: 4,
      pendingReviews: 4,
    });
    expect(stats).toEqual(await countedFor(otherRecruiter));
  });

  it('answers zeros for a recruiter with nothing yet', async () => {
    const fresh = await createTestUser(config, { role: 'RECRUITER' });
    expect(await statsFor(fresh)).toEqual({
      totalInterviews: 0,
      activeInvitations: 0,
      completedInterviews: 0,
      pendingReviews: 0,
    });
  });

  it('does not count an invitation the recruiter holds as a candidate of another recruiter', async () => {
    const formerCandidate = await createTestUser(config, { role: 'RECRUITER' });
    const { id } = await seedInterview(sql, otherRecruiter);
    await seedInvitation(sql, id, 'STARTED', formerCandidate);
    try {
      expect(await statsFor(formerCandidate)).toMatchObject({ totalInterviews: 0, activeInvitations: 0 });
    } finally {
      await sql`delete from public.interviews where id = ${id}`;
    }
  });

  it("counts an admin's own workspace, and a recruiter's when the admin opens it", async () => {
    const [own, mine, opened] = await Promise.all([
      statsFor(admin),
      statsFor(recruiter),
      statsFor(admin, `?workspace_id=${await workspaceOf(sql, recruiter)}`),
    ]);
    expect(own).toEqual({
      totalInterviews: 0,
      activeInvitations: 0,
      completedInterviews: 0,
      pendingReviews: 0,
    });
    expect(opened).toEqual(mine);
    expect(opened.totalInterviews).toBeGreaterThan(0);
  });

  it('refuses a candidate with the recruiter access 403 and anon with 401', async () => {
    const asCandidate = await statsOf(candidate);
    expect(asCandidate.status).toBe(403);
    expect(recruiterAccessDeniedSchema.parse(await asCandidate.json()).redirect_to_candidate).toBe(true);
    expect((await expectError(await statsOf(), 401)).code).toBe('unauthenticated');
  });
});
