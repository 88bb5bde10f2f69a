// A REVIEWER (a hiring manager) reviews a workspace's completed interviews and marks them reviewed;
// every change the spec reserves for recruiters is refused with a clear 403 by the api, and by the
// database itself when the reviewer writes through SQL (row-level security).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisRequestedSchema, reviewDetailSchema } from '#contract/reviews';
import { invitationPageSchema } from '#contract/invitations';
import { workspaceErrorMessages } from '#contract/workspaces';
import { callApi } from '../support/api.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  rowsOfInterview,
  seedInterview,
  seedInvitation,
  sendJson,
  storedObjectsOf,
  type Database,
} from '../support/interview-fixtures.ts';
import {
  analyze,
  completeReview,
  getReview,
  seedReview,
  type SeededReview,
} from '../support/review-fixtures.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { addMember, asUser, workspaceOf } from '../support/workspace-fixtures.ts';

let sql: Database;
let owner: TestUser;
let reviewer: TestUser;
let outsider: TestUser;
let workspaceId: string;
let review: SeededReview;

beforeAll(async () => {
  sql = openDatabase();
  [owner, reviewer, outsider] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'CANDIDATE' }),
    createTestUser(config, { role: 'RECRUITER' }),
  ]);
  workspaceId = await workspaceOf(sql, owner);
  await addMember(sql, workspaceId, reviewer, 'REVIEWER');
  review = await seedReview(sql, { recruiter: owner });
});

afterAll(async () => {
  await sql.end();
});

async function expectRefused(response: Response): Promise<void> {
  expect((await expectError(response, 403)).error).toBe(workspaceErrorMessages.reviewerRefused);
}

async function invitationStatus(id: string): Promise<string | undefined> {
  const [row] = await sql<{ status: string }[]>`select status from public.invitations where id = ${id}`;
  return row?.status;
}

/** What a write as the reviewer through SQL did: the rows it changed, or the SQLSTATE it failed with. */
async function sqlAsReviewer(
  write: (tx: Parameters<Parameters<typeof asUser>[2]>[0]) => Promise<{ count: number }>,
) {
  return asUser(sql, reviewer, async (tx) => {
    try {
      return { changed: (await write(tx)).count };
    } catch (error) {
      return { refused: (error as { code?: string }).code };
    }
  });
}

describe('a REVIEWER may', () => {
  it('open a completed review with its recordings, ask for an analysis and mark it reviewed', async () => {
    const detail = reviewDetailSchema.parse(
      await expectJson(await getReview(reviewer, review.invitationId), 200),
    );
    expect(detail.responses.find((r) => r.id === review.responses.video)?.media_url).toMatch(/^http/);
    expect(
      analysisRequestedSchema.parse(
        await expectJson(await analyze(reviewer, review.invitationId, review.responses.text), 202),
      ).response_id,
    ).toBe(review.responses.text);
    await expectJson(await completeReview(reviewer, review.invitationId), 200);
    expect(await invitationStatus(review.invitationId)).toBe('REVIEWED');
  });
});

describe('a REVIEWER is refused with 403, and the database refuses the same', () => {
  it('archiving and deleting an interview', async () => {
    const { id } = await seedInterview(sql, owner);
    await expectRefused(
      await callApi(`/interviews/${id}/archive`, { method: 'PUT', token: reviewer.accessToken }),
    );
    await expectRefused(
      await callApi(`/interviews/${id}`, { method: 'DELETE', token: reviewer.accessToken }),
    );
    expect(
      await sqlAsReviewer((tx) => tx`update public.interviews set status = 'ARCHIVED' where id = ${id}`),
    ).toEqual({
      changed: 0,
    });
    expect(await sqlAsReviewer((tx) => tx`delete from public.interviews where id = ${id}`)).toEqual({
      changed: 0,
    });
    expect(await rowsOfInterview(sql, id)).toMatchObject({ interviews: 1, questions: 1 });
    const [row] = await sql<{ status: string }[]>`select status from public.interviews where id = ${id}`;
    expect(row?.status).toBe('ACTIVE');
  });

  it('creating an interview in the workspace, or in none named', async () => {
    const input = { title: 'Not mine to make', questions: [{ text: 'Why?' }] };
    await expectRefused(
      await sendJson('POST', '/interviews', { ...input, workspace_id: workspaceId }, reviewer),
    );
    await expectRefused(await sendJson('POST', '/interviews', input, reviewer));
    const outside = await expectError(
      await sendJson('POST', '/interviews', { ...input, workspace_id: workspaceId }, outsider),
      404,
    );
    expect(outside.error).toBe(workspaceErrorMessages.workspaceNotFound);
    expect(
      await sqlAsReviewer(
        (tx) => tx`insert into public.interviews (title, workspace_id) values ('Not mine', ${workspaceId})`,
      ),
    ).toEqual({ refused: '42501' });
    const made =
      await sql`select 1 from public.interviews where title in ('Not mine to make', 'Not mine') and workspace_id = ${workspaceId}`;
    expect(made).toHaveLength(0);
  });

  it('inviting a candidate', async () => {
    const { id } = await seedInterview(sql, owner);
    const body = {
      interview_id: id,
      first_name: 'Ria',
      last_name: 'Reviewed',
      email: 'ria@test.example.com',
    };
    await expectRefused(await sendJson('POST', '/invitations', body, reviewer));
    expect(
      await sqlAsReviewer(
        (tx) => tx`insert into public.invitations (interview_id, first_name, last_name, email)
                   values (${id}, 'Ria', 'Reviewed', 'ria@test.example.com')`,
      ),
    ).toEqual({ refused: '42501' });
    expect((await rowsOfInterview(sql, id)).invitations).toBe(0);
  });

  // Row-level security hides a PENDING invitation from a REVIEWER, but it is their own team's: they
  // are told why they may not, as for a completed one, rather than that it does not exist.
  it.each(['PENDING', 'COMPLETED'] as const)(
    'resending, cancelling, deleting and setting accommodations of a %s invitation of the workspace',
    async (status) => {
      const { id: interviewId } = await seedInterview(sql, owner);
      const invitationId = await seedInvitation(sql, interviewId, status);
      const as = { token: reviewer.accessToken };
      await expectRefused(await callApi(`/invitations/${invitationId}/resend`, { method: 'POST', ...as }));
      await expectRefused(await callApi(`/invitations/${invitationId}/cancel`, { method: 'PUT', ...as }));
      await expectRefused(await callApi(`/invitations/${invitationId}`, { method: 'DELETE', ...as }));
      await expectRefused(
        await sendJson(
          'PUT',
          `/invitations/${invitationId}/accommodations`,
          { time: 'DOUBLE', extra_attempts: 1, text_answers_allowed: true },
          reviewer,
        ),
      );
      expect(
        await sqlAsReviewer((tx) => tx`delete from public.invitations where id = ${invitationId}`),
      ).toEqual({
        changed: 0,
      });
      const cancel = await sqlAsReviewer(
        (tx) => tx`update public.invitations set status = 'CANCELLED' where id = ${invitationId}`,
      );
      expect(cancel).not.toEqual({ changed: 1 });
      expect(await invitationStatus(invitationId)).toBe(status);
      const [row] = await sql<{ time_accommodation: string; extra_attempts: number }[]>`
        select time_accommodation::text, extra_attempts from public.invitations where id = ${invitationId}`;
      expect(row).toEqual({ time_accommodation: 'STANDARD', extra_attempts: 0 });
      const mails = await sql`select 1 from public.mail_outbox where invitation_id = ${invitationId}`;
      expect(mails).toHaveLength(0);
    },
  );

  it('deleting the recordings of a review, through the api and through Storage', async () => {
    await expectRefused(
      await callApi(`/invitations/${review.invitationId}`, { method: 'DELETE', token: reviewer.accessToken }),
    );
    const removed = await fetch(`${config.supabaseUrl}/storage/v1/object/responses`, {
      method: 'DELETE',
      headers: {
        apikey: config.publishableKey,
        authorization: `Bearer ${reviewer.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ prefixes: [review.media.video] }),
    });
    expect(removed.status).toBe(200);
    expect(await storedObjectsOf(sql, review.invitationId)).toEqual(
      [review.media.audio, review.media.video].sort(),
    );
  });
});

describe('what a REVIEWER cannot see is not there', () => {
  it("answers a member of another workspace 404, not 403, for the workspace's pending invitation", async () => {
    const { id: interviewId } = await seedInterview(sql, owner);
    const invitationId = await seedInvitation(sql, interviewId, 'PENDING');
    const response = await callApi(`/invitations/${invitationId}/cancel`, {
      method: 'PUT',
      token: outsider.accessToken,
    });
    expect((await expectError(response, 404)).error).toBe('Invitation not found');
    expect(await invitationStatus(invitationId)).toBe('PENDING');
  });

  it("answers a member of another workspace 404, not 403, for the workspace's interview", async () => {
    const { id } = await seedInterview(sql, owner);
    const response = await callApi(`/interviews/${id}/archive`, {
      method: 'PUT',
      token: outsider.accessToken,
    });
    expect((await expectError(response, 404)).error).toBe('Interview not found');
  });
});

describe('the link that opens a candidate’s interview', () => {
  it('is not given to a REVIEWER in the invitation list, and is to the OWNER', async () => {
    const page = async (user: TestUser) =>
      invitationPageSchema.parse(
        await expectJson(await callApi('/invitations', { token: user.accessToken }), 200),
      );
    const seen = (await page(reviewer)).invitations.find((i) => i.id === review.invitationId);
    expect(seen, 'the REVIEWER lists the invitation they review').toBeDefined();
    expect(seen?.unique_link_token).toBeNull();
    const [row] = await sql<{ token: string }[]>`
      select unique_link_token as token from public.invitations where id = ${review.invitationId}`;
    const managed = (await page(owner)).invitations.find((i) => i.id === review.invitationId);
    expect(managed?.unique_link_token).toBe(row?.token);
  });
});
