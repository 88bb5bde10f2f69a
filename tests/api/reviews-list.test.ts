import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewPageSchema } from '#contract/reviews';
import { createTestUser, type TestUser } from '../support/users.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  seedInterview,
  seedInvitation,
  type Database,
} from '../support/interview-fixtures.ts';
import { getReviews } from '../support/review-fixtures.ts';

let sql: Database;
let recruiter: TestUser;
let otherRecruiter: TestUser;
let candidate: TestUser;
/** The recruiter's finished invitations, most recently completed first. */
let finished: { id: string; status: string }[];

beforeAll(async () => {
  sql = openDatabase();
  [recruiter, otherRecruiter, candidate] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config),
  ]);
  const interview = await seedInterview(sql, recruiter);
  const others = await seedInterview(sql, otherRecruiter);
  finished = [];
  // Completed a day apart, oldest first, so the order is the completion order and not insertion.
  for (const [n, status] of (
    ['COMPLETED', 'REVIEWED', 'COMPLETED', 'COMPLETED', 'REVIEWED'] as const
  ).entries()) {
    const id = await seedInvitation(sql, interview.id, status);
    await sql`update public.invitations set completed_at = now() - ${`${10 - n} days`}::interval where id = ${id}`;
    finished.unshift({ id, status });
  }
  for (const status of ['PENDING', 'STARTED', 'CANCELLED'] as const)
    await seedInvitation(sql, interview.id, status);
  await seedInvitation(sql, others.id, 'COMPLETED');
});

afterAll(async () => {
  await sql.end();
});

describe('GET /api/reviews/completed', () => {
  it("lists the recruiter's completed and reviewed interviews, most recently completed first, with counters", async () => {
    const page = reviewPageSchema.parse(await expectJson(await getReviews(recruiter), 200));
    expect(page.reviews.map((r) => [r.id, r.status])).toEqual(finished.map((f) => [f.id, f.status]));
    expect(page.counts).toEqual({ pending_review: 3, reviewed: 2, total_completed: 5 });
    expect(page).toMatchObject({ total: 5, page: 1, page_size: 20 });
    expect(page.reviews[0]).toMatchObject({ first_name: 'Casey', last_name: 'Candidate' });
    expect(page.reviews[0]?.interview_title).toMatch(/^Interview-/);
  });

  it('pages through the list, with the counters over every page', async () => {
    const first = reviewPageSchema.parse(
      await expectJson(await getReviews(recruiter, '?page=1&page_size=2'), 200),
    );
    const third = reviewPageSchema.parse(
      await expectJson(await getReviews(recruiter, '?page=3&page_size=2'), 200),
    );
    const beyond = reviewPageSchema.parse(
      await expectJson(await getReviews(recruiter, '?page=4&page_size=2'), 200),
    );
    expect(first.reviews.map((r) => r.id)).toEqual(finished.slice(0, 2).map((f) => f.id));
    expect(third.reviews.map((r) => r.id)).toEqual(finished.slice(4).map((f) => f.id));
    expect(beyond.reviews).toEqual([]);
    expect(third.counts.total_completed).toBe(5);
    expect(beyond.total).toBe(5);
  });

  it("never lists another recruiter's interviews", async () => {
    const theirs = reviewPageSchema.parse(await expectJson(await getReviews(otherRecruiter), 200));
    expect(theirs.reviews).toHaveLength(1);
    expect(theirs.reviews.some((r) => finished.some((f) => f.id === r.id))).toBe(false);
  });

  it('answers 400 for a page or page size out of range', async () => {
    expect((await expectError(await getReviews(recruiter, '?page=0'), 400)).fields).toEqual({
      page: 'Must be a whole number of at least 1',
    });
    expect((await expectError(await getReviews(recruiter, '?page_size=101'), 400)).fields).toEqual({
      page_size: 'Must be a whole number from 1 to 100',
    });
  });

  it('refuses candidates (403) and anyone signed out (401)', async () => {
    await expectError(await getReviews(candidate), 403);
    await expectError(await getReviews(undefined), 401);
  });
});
