// The review page's polling (issue #39 item 3): GET /api/reviews/:id/progress answers the answers'
// states in one query, signing and recording nothing, to whoever may see the review; GET
// /api/reviews/:id records REVIEW_OPENED on a visit's first load and not on its reloads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recruiterAccessDeniedSchema } from '#contract/errors';
import { reviewErrorMessages, reviewProgressSchema } from '#contract/reviews';
import { createTestUser, type TestUser } from '../support/users.ts';
import { callApi } from '../support/api.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  type Database,
} from '../support/interview-fixtures.ts';
import { getReview, seedReview, type SeededReview } from '../support/review-fixtures.ts';

let sql: Database;
let review: SeededReview;
let otherRecruiter: TestUser;
let admin: TestUser;

beforeAll(async () => {
  sql = openDatabase();
  [review, otherRecruiter, admin] = await Promise.all([
    seedReview(sql),
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'ADMIN' }),
  ]);
});

afterAll(async () => {
  await sql.end();
});

function getProgress(user: TestUser | undefined, id: string): Promise<Response> {
  return callApi(`/reviews/${id}/progress`, { token: user?.accessToken });
}

function reloadReview(user: TestUser, id: string): Promise<Response> {
  return callApi(`/reviews/${id}?refetch=true`, { token: user.accessToken });
}

/** How many REVIEW_OPENED events of `user` about the review the trail holds. */
async function openingsBy(user: TestUser, invitationId: string): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from public.audit_events
    where action = 'REVIEW_OPENED' and actor_id = ${user.id} and invitation_id = ${invitationId}`;
  return row?.count ?? 0;
}

/** An opening of the review by `user` on the trail, `hoursAgo` hours old, as an earlier visit left it. */
async function openedEarlier(user: TestUser, seeded: SeededReview, hoursAgo: number): Promise<void> {
  await sql`
    insert into public.audit_events (workspace_id, actor_id, actor_email, action, interview_id, invitation_id, occurred_at)
    select iv.workspace_id, ${user.id}, ${user.email}, 'REVIEW_OPENED', iv.id, inv.id,
           now() - make_interval(hours => ${hoursAgo})
    from public.invitations inv join public.interviews iv on iv.id = inv.interview_id
    where inv.id = ${seeded.invitationId}`;
}

describe('GET /api/reviews/:id/progress', () => {
  it("answers each answer's recording and analysis states in question order, and changes as the worker goes", async () => {
    const seeded = await seedReview(sql);
    const progress = async () =>
      reviewProgressSchema.parse(
        await expectJson(await getProgress(seeded.recruiter, seeded.invitationId), 200),
      );
    expect(await progress()).toEqual({
      responses: [
        { id: seeded.responses.text, recording_status: null, analysis_status: null },
        { id: seeded.responses.video, recording_status: 'QUEUED', analysis_status: null },
        { id: seeded.responses.audio, recording_status: 'QUEUED', analysis_status: null },
      ],
    });

    await sql`update public.recording_media set status = 'READY' where response_id = ${seeded.responses.video}`;
    await sql`update public.responses set analysis_status = 'PROCESSING' where id = ${seeded.responses.audio}`;
    expect((await progress()).responses).toEqual([
      { id: seeded.responses.text, recording_status: null, analysis_status: null },
      { id: seeded.responses.video, recording_status: 'READY', analysis_status: null },
      { id: seeded.responses.audio, recording_status: 'QUEUED', analysis_status: 'PROCESSING' },
    ]);
  });

  it('records nothing on the audit trail', async () => {
    const seeded = await seedReview(sql);
    await expectJson(await getProgress(seeded.recruiter, seeded.invitationId), 200);
    const [row] = await sql<{ count: number }[]>`
      select count(*)::int as count from public.audit_events where invitation_id = ${seeded.invitationId}`;
    expect(row?.count).toBe(0);
  });

  it('is for those who may see the review, as GET /api/reviews/:id is', async () => {
    expect(
      reviewProgressSchema.parse(await expectJson(await getProgress(admin, review.invitationId), 200))
        .responses,
    ).toHaveLength(3);
    const hidden = await expectError(await getProgress(otherRecruiter, review.invitationId), 404);
    expect(hidden.error).toBe(reviewErrorMessages.notFound);
    expect((await expectError(await getProgress(review.recruiter, crypto.randomUUID()), 404)).error).toBe(
      reviewErrorMessages.notFound,
    );
    const denied = await getProgress(review.candidate, review.invitationId);
    expect(denied.status).toBe(403);
    recruiterAccessDeniedSchema.parse(await denied.json());
    await expectError(await getProgress(undefined, review.invitationId), 401);
  });

  it('answers 409 for an interview still being taken, and 400 for an id of the wrong shape', async () => {
    const started = await seedReview(sql, { status: 'STARTED' });
    expect((await expectError(await getProgress(started.recruiter, started.invitationId), 409)).error).toBe(
      reviewErrorMessages.notCompleted,
    );
    const bad = await expectError(await getProgress(review.recruiter, 'not-a-uuid'), 400);
    expect(bad.fields).toEqual({ id: 'Must be a review id' });
  });
});

describe('REVIEW_OPENED, once per visit', () => {
  it("is recorded by a visit's first load and not by its reloads", async () => {
    const seeded = await seedReview(sql);
    await expectJson(await getReview(seeded.recruiter, seeded.invitationId), 200);
    expect(await openingsBy(seeded.recruiter, seeded.invitationId)).toBe(1);
    await expectJson(await reloadReview(seeded.recruiter, seeded.invitationId), 200);
    await expectJson(await reloadReview(seeded.recruiter, seeded.invitationId), 200);
    expect(await openingsBy(seeded.recruiter, seeded.invitationId)).toBe(1);
  });

  it('a reload belongs to the visit opened hours ago, while a new load opens a new visit', async () => {
    const seeded = await seedReview(sql);
    await openedEarlier(seeded.recruiter, seeded, 3);
    await expectJson(await reloadReview(seeded.recruiter, seeded.invitationId), 200);
    expect(await openingsBy(seeded.recruiter, seeded.invitationId)).toBe(1);
    await expectJson(await getReview(seeded.recruiter, seeded.invitationId), 200);
    expect(await openingsBy(seeded.recruiter, seeded.invitationId)).toBe(2);
  });

  it('a reload with no opening of its visit on the trail is recorded as the opening', async () => {
    const seeded = await seedReview(sql);
    await expectJson(await reloadReview(admin, seeded.invitationId), 200);
    expect(await openingsBy(admin, seeded.invitationId)).toBe(1);
    // The caller's opening of another review is not this one's.
    const other = await seedReview(sql, { recruiter: seeded.recruiter });
    await openedEarlier(seeded.recruiter, other, 1);
    await expectJson(await reloadReview(seeded.recruiter, seeded.invitationId), 200);
    expect(await openingsBy(seeded.recruiter, seeded.invitationId)).toBe(1);
  });

  it('refuses a refetch that is not true or false', async () => {
    const bad = await expectError(
      await callApi(`/reviews/${review.invitationId}?refetch=maybe`, { token: review.recruiter.accessToken }),
      400,
    );
    expect(bad.fields).toEqual({ refetch: 'Must be true or false' });
  });
});
