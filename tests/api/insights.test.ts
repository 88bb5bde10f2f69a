// GET /api/interviews/{id}/insights and /calibration (issue #38): every figure of the known
// interview (tests/support/insights-fixtures.ts), worked out by hand.
//
// Funnel: invited 10; opened 8 (p2, s1, s2, c1-c5; hours from invitation 1 2 1 1 1 1 1 1: median
// 1 h); started 7 (from opening s1 1, s2 .5, c 1 each: 1 h); completed 5 (from starting .5 1 1.5
// 2 2.5: 1.5 h); reviewed 3 (2 h each); decided 3 (c1, c2 1 h after review, c4 4 h after
// completion: 1 h). Where they stop: s2 at Q1, s1 at Q2. Agreement, ICC(2,1) by the two-way
// analysis of variance: K1 .7959 (R2 one below the others), K2 -.4375, both .2738. Differences
// from the others' mean: K1 R1 +.5, R2 -1, R3 +.5; K2 R1 +.1, R2 -.2, R3 +.1; both .3, -.6, .3.
// Pace: the first scorecard (the owner's, 6 h after invitation) comes 3.5 3 2.5 2 1.5 h after
// completion (median 2.5 h); decisions 3, 3 and 4 h after (3 h). The recruiter's own scorecards
// come 1 h later (3.5 h), the reviewer's 2 h later (4.5 h).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calibrationSchema, interviewInsightsSchema, workspaceInsightsSchema } from '#contract/insights';
import { callApi } from '../support/api.ts';
import { expectJson, openDatabase, type Database } from '../support/interview-fixtures.ts';
import { seedKnownInterview, type KnownInterview } from '../support/insights-fixtures.ts';
import { createTestUser } from '../support/users.ts';
import { testStackConfig } from '../support/test-stack.ts';
import { workspaceOf } from '../support/workspace-fixtures.ts';

let sql: Database;
let known: KnownInterview;

beforeAll(async () => {
  sql = openDatabase();
  known = await seedKnownInterview(sql);
});

afterAll(async () => {
  await sql.end();
});

const HOUR = 3600;

describe('GET /api/interviews/{id}/insights', () => {
  it('answers the funnel with conversions and median times, where candidates stop, and the requests', async () => {
    const insights = interviewInsightsSchema.parse(
      await expectJson(
        await callApi(`/interviews/${known.id}/insights`, { token: known.owner.accessToken }),
        200,
      ),
    );
    expect(insights.funnel).toEqual([
      { step: 'INVITED', candidates: 10, conversion: null, median_seconds: null },
      { step: 'OPENED', candidates: 8, conversion: 0.8, median_seconds: HOUR },
      { step: 'STARTED', candidates: 7, conversion: 7 / 8, median_seconds: HOUR },
      { step: 'COMPLETED', candidates: 5, conversion: 5 / 7, median_seconds: 1.5 * HOUR },
      { step: 'REVIEWED', candidates: 3, conversion: 3 / 5, median_seconds: 2 * HOUR },
      { step: 'DECIDED', candidates: 3, conversion: 1, median_seconds: HOUR },
    ]);
    expect(insights.questions).toEqual([
      {
        question_id: known.questions.q1,
        order_number: 1,
        text: 'Tell us about a hard customer',
        answered: 6,
        stopped: 1,
      },
      {
        question_id: known.questions.q2,
        order_number: 2,
        text: 'Walk us through a plan',
        answered: 5,
        stopped: 1,
      },
    ]);
    expect(insights.requests).toEqual([
      { kind: 'EXTENSION', pending: 1, approved: 1, declined: 0 },
      { kind: 'ACCOMMODATION', pending: 0, approved: 0, declined: 1 },
    ]);
  });

  it('answers a RECRUITER of the workspace the same, and refuses its REVIEWER with 403', async () => {
    const asRecruiter = await callApi(`/interviews/${known.id}/insights`, {
      token: known.recruiter.accessToken,
    });
    expect(interviewInsightsSchema.parse(await expectJson(asRecruiter, 200)).funnel[0]?.candidates).toBe(10);
    const asReviewer = await callApi(`/interviews/${known.id}/insights`, {
      token: known.reviewer.accessToken,
    });
    expect(asReviewer.status).toBe(403);
  });

  it('answers a recruiter of another workspace 404, as if the interview were not there', async () => {
    const outsider = await createTestUser(testStackConfig(), { role: 'RECRUITER' });
    const response = await callApi(`/interviews/${known.id}/insights`, { token: outsider.accessToken });
    expect(response.status).toBe(404);
  });
});

describe('GET /api/workspaces/{id}/insights', () => {
  it("answers the workspace's funnel, each interview's, and the team's pace", async () => {
    const workspaceId = await workspaceOf(sql, known.owner);
    const insights = workspaceInsightsSchema.parse(
      await expectJson(
        await callApi(`/workspaces/${workspaceId}/insights`, { token: known.owner.accessToken }),
        200,
      ),
    );
    expect(insights.funnel.map((f) => [f.step, f.candidates])).toEqual([
      ['INVITED', 10],
      ['OPENED', 8],
      ['STARTED', 7],
      ['COMPLETED', 5],
      ['REVIEWED', 3],
      ['DECIDED', 3],
    ]);
    expect(insights.interviews).toEqual([
      { interview_id: known.id, title: known.title, funnel: insights.funnel },
    ]);
    const member = (user: { id: string }) => insights.pace.members.find((m) => m.member_id === user.id);
    expect(insights.pace).toMatchObject({
      candidates_rated: 5,
      candidates_decided: 3,
      median_seconds_to_rating: 2.5 * HOUR,
      median_seconds_to_decision: 3 * HOUR,
    });
    expect(member(known.owner)).toMatchObject({
      candidates_rated: 5,
      decisions: 3,
      median_seconds_to_rating: 2.5 * HOUR,
    });
    expect(member(known.recruiter)).toMatchObject({
      candidates_rated: 5,
      decisions: 0,
      median_seconds_to_rating: 3.5 * HOUR,
    });
    expect(member(known.reviewer)).toMatchObject({
      name: known.reviewerName,
      candidates_rated: 5,
      decisions: 0,
      median_seconds_to_rating: 4.5 * HOUR,
    });
  });

  it('counts only the period asked for, and refuses a period that ends before it starts', async () => {
    const workspaceId = await workspaceOf(sql, known.owner);
    const later = new URLSearchParams({ from: '2026-03-03T00:00:00Z' });
    const insights = workspaceInsightsSchema.parse(
      await expectJson(
        await callApi(`/workspaces/${workspaceId}/insights?${later}`, { token: known.owner.accessToken }),
        200,
      ),
    );
    expect(insights.funnel.every((f) => f.candidates === 0)).toBe(true);
    expect(insights.interviews).toEqual([]);
    expect(insights.pace).toMatchObject({
      candidates_rated: 0,
      candidates_decided: 0,
      median_seconds_to_rating: null,
    });
    const backwards = new URLSearchParams({ from: '2026-03-03T00:00:00Z', to: '2026-03-01T00:00:00Z' });
    const refused = await callApi(`/workspaces/${workspaceId}/insights?${backwards}`, {
      token: known.owner.accessToken,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      code: 'invalid_input',
      fields: { to: 'From must be before To' },
    });
  });

  it('refuses the REVIEWER with 403 and a recruiter of another workspace with 404', async () => {
    const workspaceId = await workspaceOf(sql, known.owner);
    expect(
      (await callApi(`/workspaces/${workspaceId}/insights`, { token: known.reviewer.accessToken })).status,
    ).toBe(403);
    const outsider = await createTestUser(testStackConfig(), { role: 'RECRUITER' });
    expect(
      (await callApi(`/workspaces/${workspaceId}/insights`, { token: outsider.accessToken })).status,
    ).toBe(404);
  });
});

describe('GET /api/interviews/{id}/calibration', () => {
  it("answers each rater's difference from the others and the team's agreement with its reading", async () => {
    const { competencies } = calibrationSchema.parse(
      await expectJson(
        await callApi(`/interviews/${known.id}/calibration`, { token: known.owner.accessToken }),
        200,
      ),
    );
    const named = (
      raters: { rater_id: string; mean_difference: number | null; shared_candidates: number }[],
    ) =>
      Object.fromEntries(
        raters.map((r) => [
          r.rater_id === known.owner.id ? 'R1' : r.rater_id === known.recruiter.id ? 'R2' : 'R3',
          [r.mean_difference, r.shared_candidates],
        ]),
      );
    expect(competencies.map((c) => [c.competency_id, c.name])).toEqual([
      [known.competencies.k1, 'Customer focus'],
      [known.competencies.k2, 'Planning'],
      [null, null],
    ]);
    const [k1, k2, all] = competencies;
    expect(named(k1?.raters ?? [])).toEqual({ R1: [0.5, 5], R2: [-1, 5], R3: [0.5, 5] });
    expect(named(k2?.raters ?? [])).toEqual({ R1: [0.1, 5], R2: [-0.2, 5], R3: [0.1, 5] });
    expect(named(all?.raters ?? [])).toEqual({ R1: [0.3, 5], R2: [-0.6, 5], R3: [0.3, 5] });
    expect(k1?.agreement).toEqual({ icc: 0.7959, candidates: 5, raters: 3, reading: 'GOOD' });
    expect(k2?.agreement).toEqual({ icc: -0.4375, candidates: 5, raters: 3, reading: 'POOR' });
    expect(all?.agreement).toEqual({ icc: 0.2738, candidates: 10, raters: 3, reading: 'POOR' });
    expect(k1?.raters.find((r) => r.rater_id === known.reviewer.id)?.name).toBe(known.reviewerName);
  });

  it('answers a REVIEWER their own differences only, without the agreement', async () => {
    const { competencies } = calibrationSchema.parse(
      await expectJson(
        await callApi(`/interviews/${known.id}/calibration`, { token: known.reviewer.accessToken }),
        200,
      ),
    );
    expect(
      competencies.map((c) => [c.agreement, c.raters.map((r) => [r.rater_id, r.mean_difference])]),
    ).toEqual([
      [null, [[known.reviewer.id, 0.5]]],
      [null, [[known.reviewer.id, 0.1]]],
      [null, [[known.reviewer.id, 0.3]]],
    ]);
  });
});
