// GET /api/candidates/analytics: total views, unique viewers, the last 10 views and views per day,
// over the caller's own resumes only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candidateAnalyticsSchema,
  RECENT_VIEWS_SHOWN,
  VIEWS_CHART_DAYS,
  type CandidateAnalytics,
} from '#contract/video-resumes';
import { createTestUser, type TestUser } from '../support/users.ts';
import { getCandidateApi, seedViews } from '../support/candidate-fixtures.ts';
import { config, expectError, expectJson, openDatabase } from '../support/interview-fixtures.ts';
import type { Database } from '../support/interview-fixtures.ts';
import { seedResume } from '../support/video-resume-fixtures.ts';

const HOUR = 3_600_000;

let sql: Database;

beforeAll(() => {
  sql = openDatabase();
});

afterAll(async () => {
  await sql.end();
});

async function analyticsOf(user: TestUser): Promise<CandidateAnalytics> {
  return candidateAnalyticsSchema.parse(await expectJson(await getCandidateApi('/analytics', user), 200));
}

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

describe('GET /api/candidates/analytics', () => {
  it('counts views and unique viewers over the caller’s resumes and lists the last 10, newest first', async () => {
    const [owner, other] = await Promise.all([
      createTestUser(config, { role: 'CANDIDATE' }),
      createTestUser(config, { role: 'CANDIDATE' }),
    ]);
    const first = await seedResume(sql, owner, { title: 'First resume' });
    const second = await seedResume(sql, owner, { title: 'Second resume', active: false });
    const now = Date.now();
    // 12 views by 4 viewers: the newest is an hour ago, then one an hour further back each.
    const views = Array.from({ length: 12 }, (_, n) => ({
      viewerKey: `viewer-${n % 4}`,
      viewedAt: new Date(now - (n + 1) * HOUR),
      location: n === 0 ? 'DE' : null,
    }));
    await seedViews(
      sql,
      first.id,
      views.filter((_, n) => n % 2 === 0),
    );
    await seedViews(
      sql,
      second.id,
      views.filter((_, n) => n % 2 === 1),
    );
    // Someone else's resume, with views by the same viewer keys: none of them counts here.
    const theirs = await seedResume(sql, other);
    await seedViews(sql, theirs.id, [{ viewerKey: 'viewer-9', viewedAt: new Date(now - HOUR / 2) }]);

    const analytics = await analyticsOf(owner);
    expect(analytics.total_views).toBe(12);
    expect(analytics.unique_viewers).toBe(4);
    expect(analytics.recent_views).toHaveLength(RECENT_VIEWS_SHOWN);
    expect(analytics.recent_views.map((view) => view.timestamp)).toEqual(
      views.slice(0, RECENT_VIEWS_SHOWN).map((view) => view.viewedAt.toISOString()),
    );
    expect(analytics.recent_views[0]).toEqual({
      timestamp: views[0]?.viewedAt.toISOString(),
      location: 'DE',
      resume_id: first.id,
      resume_title: 'First resume',
    });
    expect(analytics.recent_views[1]).toMatchObject({ location: null, resume_id: second.id });

    expect(analytics.views_by_day).toHaveLength(VIEWS_CHART_DAYS);
    expect(analytics.views_by_day.at(-1)?.date).toBe(utcDay(new Date()));
    expect(analytics.views_by_day.reduce((sum, day) => sum + day.views, 0)).toBe(12);
    for (const view of views) {
      expect(analytics.views_by_day.find((day) => day.date === utcDay(view.viewedAt))?.views).toBeGreaterThan(
        0,
      );
    }

    const theirAnalytics = await analyticsOf(other);
    expect(theirAnalytics).toMatchObject({ total_views: 1, unique_viewers: 1 });
    expect(theirAnalytics.recent_views.map((view) => view.resume_id)).toEqual([theirs.id]);
  });

  it('answers zeros and a flat chart before any view', async () => {
    const newcomer = await createTestUser(config, { role: 'CANDIDATE' });
    await seedResume(sql, newcomer);
    const analytics = await analyticsOf(newcomer);
    expect(analytics).toMatchObject({ total_views: 0, unique_viewers: 0, recent_views: [] });
    expect(analytics.views_by_day.every((day) => day.views === 0)).toBe(true);
  });

  it('shows an admin only the views of their own resumes', async () => {
    const admin = await createTestUser(config, { role: 'ADMIN' });
    expect(await analyticsOf(admin)).toMatchObject({ total_views: 0, unique_viewers: 0, recent_views: [] });
  });

  it('asks anon to sign in', async () => {
    expect((await expectError(await getCandidateApi('/analytics', undefined), 401)).code).toBe(
      'unauthenticated',
    );
  });
});
