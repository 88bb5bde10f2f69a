// The comparison of one interview's candidates: the people's means per competency and overall, the
// rater count, the assistant's score and the current decision agree with the database; a caller
// who has not submitted for a candidate sees no means for them, and on a blind interview no name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparisonSchema, type ComparisonRow } from '#contract/comparison';
import { callApi } from '../support/api.ts';
import { seedComparison, type SeededComparison } from '../support/comparison-fixtures.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  type Database,
} from '../support/interview-fixtures.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

let sql: Database;
beforeAll(() => {
  sql = openDatabase();
});
afterAll(async () => {
  await sql.end();
});

const compare = async (user: TestUser, interviewId: string) =>
  comparisonSchema.parse(
    await expectJson(
      await callApi(`/interviews/${interviewId}/comparison`, { token: user.accessToken }),
      200,
    ),
  );

/** The submitted means straight from the tables, as postgres. */
async function meansInDatabase(invitationId: string) {
  const perCompetency = await sql<{ competency_id: string; mean: number }[]>`
    select ra.competency_id, round(avg(ra.score), 2)::float8 as mean
    from public.ratings ra
    join public.rating_submissions s on s.invitation_id = ra.invitation_id and s.rater_id = ra.rater_id
    where ra.invitation_id = ${invitationId} group by ra.competency_id`;
  const [overall] = await sql<{ mean: number | null; raters: number }[]>`
    select (select round(avg(ra.score), 2)::float8 from public.ratings ra
            join public.rating_submissions s on s.invitation_id = ra.invitation_id and s.rater_id = ra.rater_id
            where ra.invitation_id = ${invitationId}) as mean,
           (select count(*)::int from public.rating_submissions where invitation_id = ${invitationId}) as raters`;
  return { means: Object.fromEntries(perCompetency.map((r) => [r.competency_id, r.mean])), overall };
}

const rowOf = (rows: ComparisonRow[], id: string) => {
  const row = rows.find((r) => r.invitation_id === id);
  if (!row) throw new Error(`No row for ${id}`);
  return row;
};

describe('GET /api/interviews/:id/comparison', () => {
  let seeded: SeededComparison;
  beforeAll(async () => {
    seeded = await seedComparison(sql);
  });

  it('gives a rater who submitted the means, counts, AI score and decision the database holds', async () => {
    const { world, interviewId, first, second } = seeded;
    const comparison = await compare(world.owner, interviewId);
    expect(comparison.competencies.map((c) => [c.id, c.name, c.position])).toEqual([
      [world.solving.id, 'Problem solving', 1],
      [world.talking.id, 'Communication', 2],
    ]);
    expect(comparison.rows.map((r) => r.invitation_id)).toEqual([first.id, second.id]);

    const one = rowOf(comparison.rows, first.id);
    const oneInDb = await meansInDatabase(first.id);
    expect(one).toMatchObject({ label: first.name, status: 'COMPLETED', ratings_hidden: false });
    expect(one.means).toEqual(oneInDb.means);
    // Problem solving 5,3,2,3 → 3.25; Communication 4,3 → 3.5; overall 20/6 → 3.33.
    expect(one.means).toEqual({ [world.solving.id]: 3.25, [world.talking.id]: 3.5 });
    expect(one.overall_mean).toBe(oneInDb.overall?.mean);
    expect(one.overall_mean).toBe(3.33);
    expect(one.rater_count).toBe(oneInDb.overall?.raters);
    expect(one.rater_count).toBe(2);
    expect(one.ai_score).toBe(76);
    expect(one.decision).toMatchObject({
      decision: 'ADVANCE',
      reason: 'Because ADVANCE',
      decided_by: world.names.owner,
    });

    const two = rowOf(comparison.rows, second.id);
    expect(two.means).toEqual((await meansInDatabase(second.id)).means);
    expect(two).toMatchObject({
      label: second.name,
      overall_mean: 3.33,
      rater_count: 1,
      ai_score: null,
      decision: null,
    });
  });

  it('hides every mean from a member who has not submitted for the candidate, but not the count', async () => {
    const { world, interviewId, first, second } = seeded;
    const comparison = await compare(world.reviewer, interviewId);
    for (const [id, raters] of [
      [first.id, 2],
      [second.id, 1],
    ] as const) {
      const row = rowOf(comparison.rows, id);
      expect(row.ratings_hidden).toBe(true);
      expect(row.means).toEqual({ [world.solving.id]: null, [world.talking.id]: null });
      expect(row.overall_mean).toBeNull();
      expect(row.rater_count).toBe(raters);
    }
    // The recruiter submitted for the first candidate only.
    const recruiters = await compare(world.recruiter, interviewId);
    expect(rowOf(recruiters.rows, first.id).means).toEqual({
      [world.solving.id]: 3.25,
      [world.talking.id]: 3.5,
    });
    expect(rowOf(recruiters.rows, second.id).ratings_hidden).toBe(true);
  });

  it('labels a blind interview’s candidates "Candidate N" and sends no name or e-mail to a non-submitter', async () => {
    const { world, interviewId, first, second } = seeded;
    await sql`update public.interviews set anonymous_review = true where id = ${interviewId}`;
    try {
      const response = await callApi(`/interviews/${interviewId}/comparison`, {
        token: world.reviewer.accessToken,
      });
      const text = await response.clone().text();
      const comparison = comparisonSchema.parse(await expectJson(response, 200));
      for (const candidate of [first, second]) {
        const row = rowOf(comparison.rows, candidate.id);
        expect(row.label).toBe(`Candidate ${row.candidate_number}`);
        for (const secret of [candidate.name, candidate.name.split(' ')[0] ?? '', candidate.email]) {
          expect(text).not.toContain(secret);
        }
      }
      // The recruiter submitted for the first candidate: that one has a name again, the other not.
      const recruiters = await compare(world.recruiter, interviewId);
      expect(rowOf(recruiters.rows, first.id).label).toBe(first.name);
      expect(rowOf(recruiters.rows, second.id).label).toMatch(/^Candidate \d+$/);
    } finally {
      await sql`update public.interviews set anonymous_review = false where id = ${interviewId}`;
    }
  });

  it('answers 404 to someone outside the workspace and for an interview that does not exist', async () => {
    const { interviewId } = seeded;
    const outsider = await createTestUser(config, { role: 'RECRUITER' });
    await expectError(
      await callApi(`/interviews/${interviewId}/comparison`, { token: outsider.accessToken }),
      404,
    );
    await expectError(
      await callApi(`/interviews/00000000-0000-4000-8000-000000000000/comparison`, {
        token: seeded.world.owner.accessToken,
      }),
      404,
    );
  });
});
