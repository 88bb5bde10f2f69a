// The recruiter lists and tiles read within workspaces (issue #17): two members of one workspace see
// the same interviews, a member of another workspace sees none of them, `workspace_id` narrows to
// one workspace the caller belongs to (an admin may open any), and an admin's own lists are their
// own workspace's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardStatsSchema } from '#contract/dashboard';
import { interviewDetailSchema, interviewListSchema } from '#contract/interviews';
import { invitationPageSchema, invitationSummarySchema } from '#contract/invitations';
import { reviewPageSchema } from '#contract/reviews';
import { workspaceErrorMessages } from '#contract/workspaces';
import { callApi } from '../support/api.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  seedInterview,
  seedInvitation,
  type Database,
} from '../support/interview-fixtures.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { addMember, workspaceOf } from '../support/workspace-fixtures.ts';

let sql: Database;
let owner: TestUser;
let recruiterMember: TestUser;
let reviewerMember: TestUser;
let otherWorkspace: TestUser;
let admin: TestUser;
let workspaceA: string;
let workspaceB: string;
let interviewA: { id: string; title: string };
let interviewB: { id: string; title: string };
const invitationsA: Record<'PENDING' | 'STARTED' | 'COMPLETED' | 'REVIEWED', string> = {
  PENDING: '',
  STARTED: '',
  COMPLETED: '',
  REVIEWED: '',
};

beforeAll(async () => {
  sql = openDatabase();
  [owner, recruiterMember, reviewerMember, otherWorkspace, admin] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER', firstName: 'Olive' }),
    createTestUser(config, { role: 'CANDIDATE' }),
    createTestUser(config, { role: 'CANDIDATE' }),
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'ADMIN' }),
  ]);
  workspaceA = await workspaceOf(sql, owner);
  workspaceB = await workspaceOf(sql, otherWorkspace);
  await addMember(sql, workspaceA, recruiterMember, 'RECRUITER');
  await addMember(sql, workspaceA, reviewerMember, 'REVIEWER');
  interviewA = await seedInterview(sql, owner);
  interviewB = await seedInterview(sql, otherWorkspace);
  for (const status of ['PENDING', 'STARTED', 'COMPLETED', 'REVIEWED'] as const) {
    invitationsA[status] = await seedInvitation(sql, interviewA.id, status);
  }
  await seedInvitation(sql, interviewB.id, 'COMPLETED');
});

afterAll(async () => {
  await sql.end();
});

async function get(path: string, user: TestUser): Promise<unknown> {
  return expectJson(await callApi(path, { token: user.accessToken }), 200);
}

async function interviewIds(user: TestUser, query = ''): Promise<string[]> {
  return interviewListSchema.parse(await get(`/interviews${query}`, user)).map((i) => i.id);
}

async function invitationIds(user: TestUser, query = ''): Promise<string[]> {
  return invitationPageSchema.parse(await get(`/invitations${query}`, user)).invitations.map((i) => i.id);
}

async function reviewIds(user: TestUser, query = ''): Promise<string[]> {
  return reviewPageSchema.parse(await get(`/reviews/completed${query}`, user)).reviews.map((r) => r.id);
}

async function stats(user: TestUser, query = '') {
  return dashboardStatsSchema.parse(await get(`/dashboard/stats${query}`, user));
}

const sorted = (ids: string[]) => [...ids].sort();

describe('two members of one workspace', () => {
  it('see the same interviews, with who created them', async () => {
    for (const user of [owner, recruiterMember]) {
      const list = interviewListSchema.parse(await get('/interviews', user));
      expect(list.map((i) => i.id)).toEqual([interviewA.id]);
      expect(list[0]).toMatchObject({ workspace_id: workspaceA, created_by_name: 'Olive recruiter' });
    }
  });

  it("open each other's interviews, with who created them", async () => {
    const detail = interviewDetailSchema.parse(await get(`/interviews/${interviewA.id}`, recruiterMember));
    expect(detail).toMatchObject({
      id: interviewA.id,
      workspace_id: workspaceA,
      created_by_name: 'Olive recruiter',
    });
  });

  it('see the same invitations, reviews and tiles', async () => {
    const all = sorted(Object.values(invitationsA));
    const reviews = sorted([invitationsA.COMPLETED, invitationsA.REVIEWED]);
    const tiles = { totalInterviews: 1, activeInvitations: 2, completedInterviews: 1, pendingReviews: 1 };
    for (const user of [owner, recruiterMember]) {
      expect(sorted(await invitationIds(user))).toEqual(all);
      expect(sorted(await reviewIds(user))).toEqual(reviews);
      expect(await stats(user)).toEqual(tiles);
    }
  });
});

describe('a member of another workspace', () => {
  it('sees only their own workspace in every list and tile', async () => {
    expect(await interviewIds(otherWorkspace)).toEqual([interviewB.id]);
    expect(await invitationIds(otherWorkspace)).toHaveLength(1);
    expect(await reviewIds(otherWorkspace)).toHaveLength(1);
    expect(await stats(otherWorkspace)).toEqual({
      totalInterviews: 1,
      activeInvitations: 0,
      completedInterviews: 1,
      pendingReviews: 1,
    });
  });

  it('gets 404 Workspace not found for a workspace they do not belong to, on every list', async () => {
    for (const path of ['/interviews', '/invitations', '/reviews/completed', '/dashboard/stats']) {
      const body = await expectError(
        await callApi(`${path}?workspace_id=${workspaceA}`, { token: otherWorkspace.accessToken }),
        404,
      );
      expect(body.error, path).toBe(workspaceErrorMessages.workspaceNotFound);
    }
  });

  it('gets 404 for the invitation summary of an interview of another workspace', async () => {
    const response = await callApi(`/interviews/${interviewA.id}/invitation-summary`, {
      token: otherWorkspace.accessToken,
    });
    expect((await expectError(response, 404)).error).toBe('Interview not found');
  });
});

describe('workspace_id', () => {
  it('narrows the lists of a member of several workspaces to the one asked for', async () => {
    await addMember(sql, workspaceA, otherWorkspace, 'RECRUITER');
    try {
      expect(sorted(await interviewIds(otherWorkspace))).toEqual(sorted([interviewA.id, interviewB.id]));
      expect(await interviewIds(otherWorkspace, `?workspace_id=${workspaceA}`)).toEqual([interviewA.id]);
      expect(await interviewIds(otherWorkspace, `?workspace_id=${workspaceB}`)).toEqual([interviewB.id]);
      expect(await invitationIds(otherWorkspace, `?workspace_id=${workspaceB}`)).toHaveLength(1);
      expect(sorted(await reviewIds(otherWorkspace, `?workspace_id=${workspaceA}`))).toEqual(
        sorted([invitationsA.COMPLETED, invitationsA.REVIEWED]),
      );
      expect((await stats(otherWorkspace, `?workspace_id=${workspaceA}`)).activeInvitations).toBe(2);
      expect((await stats(otherWorkspace)).totalInterviews).toBe(2);
    } finally {
      await sql`delete from public.workspace_members where workspace_id = ${workspaceA} and user_id = ${otherWorkspace.id}`;
    }
  });

  it('answers 400 with a clear message when it is not an id', async () => {
    const body = await expectError(
      await callApi('/interviews?workspace_id=nope', { token: owner.accessToken }),
      400,
    );
    expect(body.fields).toEqual({ workspace_id: 'Must be a workspace id' });
  });

  it('answers 404 for a workspace that does not exist, to an admin too', async () => {
    const response = await callApi(`/dashboard/stats?workspace_id=${crypto.randomUUID()}`, {
      token: admin.accessToken,
    });
    expect((await expectError(response, 404)).error).toBe(workspaceErrorMessages.workspaceNotFound);
  });
});

describe('a platform admin', () => {
  it("sees their own workspace's lists and tiles, not every recruiter's", async () => {
    expect(await interviewIds(admin)).not.toContain(interviewA.id);
    const adminInterviews = await sql<{ id: string }[]>`
      select id from public.interviews where workspace_id = ${await workspaceOf(sql, admin)}`;
    expect(sorted(await interviewIds(admin))).toEqual(sorted(adminInterviews.map((i) => i.id)));
    expect(await invitationIds(admin)).not.toContain(invitationsA.PENDING);
    expect(await reviewIds(admin)).not.toContain(invitationsA.COMPLETED);
    expect((await stats(admin)).totalInterviews).toBe(adminInterviews.length);
  });

  it('opens another workspace deliberately with workspace_id', async () => {
    const query = `?workspace_id=${workspaceA}`;
    expect(await interviewIds(admin, query)).toEqual([interviewA.id]);
    expect(sorted(await invitationIds(admin, query))).toEqual(sorted(Object.values(invitationsA)));
    expect(await stats(admin, query)).toEqual({
      totalInterviews: 1,
      activeInvitations: 2,
      completedInterviews: 1,
      pendingReviews: 1,
    });
  });
});

describe('a REVIEWER', () => {
  it("lists the workspace's interviews and only its COMPLETED and REVIEWED invitations", async () => {
    expect(await interviewIds(reviewerMember)).toEqual([interviewA.id]);
    const visible = sorted([invitationsA.COMPLETED, invitationsA.REVIEWED]);
    expect(sorted(await invitationIds(reviewerMember))).toEqual(visible);
    expect(sorted(await reviewIds(reviewerMember))).toEqual(visible);
  });

  it('counts on the tiles what they can see', async () => {
    expect(await stats(reviewerMember)).toEqual({
      totalInterviews: 1,
      activeInvitations: 0,
      completedInterviews: 1,
      pendingReviews: 1,
    });
  });

  it("sees the invitation summary of the workspace's interview without the open invitations", async () => {
    const summary = invitationSummarySchema.parse(
      await get(`/interviews/${interviewA.id}/invitation-summary`, reviewerMember),
    );
    expect(summary.counts).toMatchObject({ total: 2, completed: 1, in_progress: 0, pending: 0 });
    expect(sorted(summary.recent.map((i) => i.id))).toEqual(
      sorted([invitationsA.COMPLETED, invitationsA.REVIEWED]),
    );
  });
});
