import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewedSchema, reviewErrorMessages } from '#contract/reviews';
import { createTestUser, type TestUser } from '../support/users.ts';
import { config, expectError, expectJson, openDatabase } from '../support/interview-fixtures.ts';
import type { Database } from '../support/interview-fixtures.ts';
import { invitationState } from '../support/take-fixtures.ts';
import { completeReview, seedReview } from '../support/review-fixtures.ts';

let sql: Database;
let otherRecruiter: TestUser;

beforeAll(async () => {
  sql = openDatabase();
  otherRecruiter = await createTestUser(config, { role: 'RECRUITER' });
});

afterAll(async () => {
  await sql.end();
});

async function reviewedAt(invitationId: string) {
  const [row] = await sql<{ status: string; reviewed_at: Date | null }[]>`
    select status, reviewed_at from public.invitations where id = ${invitationId}`;
  return row;
}

describe('POST /api/reviews/:id/complete', () => {
  it('marks a completed interview reviewed, once', async () => {
    const review = await seedReview(sql);
    const done = reviewedSchema.parse(
      await expectJson(await completeReview(review.recruiter, review.invitationId), 200),
    );
    const row = await reviewedAt(review.invitationId);
    expect(row?.status).toBe('REVIEWED');
    expect(done).toEqual({
      id: review.invitationId,
      status: 'REVIEWED',
      reviewed_at: row?.reviewed_at?.toISOString(),
    });

    const again = await expectError(await completeReview(review.recruiter, review.invitationId), 409);
    expect(again.error).toBe(reviewErrorMessages.alreadyReviewed);
    expect((await reviewedAt(review.invitationId))?.reviewed_at).toEqual(row?.reviewed_at);
  });

  it('refuses an interview that is still being taken, leaving it as it was', async () => {
    const review = await seedReview(sql, { status: 'STARTED' });
    const error = await expectError(await completeReview(review.recruiter, review.invitationId), 409);
    expect(error.error).toBe(reviewErrorMessages.notCompleted);
    expect((await invitationState(sql, review.invitationId)).status).toBe('STARTED');
  });

  it('answers another recruiter 404 and the candidate 403, changing nothing', async () => {
    const review = await seedReview(sql);
    expect((await expectError(await completeReview(otherRecruiter, review.invitationId), 404)).error).toBe(
      reviewErrorMessages.notFound,
    );
    await expectError(await completeReview(review.candidate, review.invitationId), 403);
    await expectError(await completeReview(undefined, review.invitationId), 401);
    expect(await reviewedAt(review.invitationId)).toEqual({ status: 'COMPLETED', reviewed_at: null });
  });

  it('answers 400 for an id of the wrong shape', async () => {
    const review = await seedReview(sql);
    await expectError(await completeReview(review.recruiter, '123'), 400);
  });
});
