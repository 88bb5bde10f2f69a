// The owner's GET, PUT and analytics of /api/candidates/video-resumes/:id: only the owner reads,
// edits and sees the analytics of a resume (active or not); anyone else gets the same 404 and
// changes nothing; bad input is a 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  resumeAnalyticsSchema,
  videoResumeErrorMessages,
  videoResumeViewSchema,
} from '#contract/video-resumes';
import { createTestUser, type TestUser } from '../support/users.ts';
import { config, expectError, expectJson, openDatabase } from '../support/interview-fixtures.ts';
import type { Database } from '../support/interview-fixtures.ts';
import {
  getAnalytics,
  getOwnResume,
  newVisitor,
  seedResume,
  updateResume,
  uploadResumeVideo,
  viewCount,
} from '../support/video-resume-fixtures.ts';

let sql: Database;
let owner: TestUser;
let otherCandidate: TestUser;
let admin: TestUser;

beforeAll(async () => {
  sql = openDatabase();
  [owner, otherCandidate, admin] = await Promise.all([
    createTestUser(config, { role: 'CANDIDATE' }),
    createTestUser(config, { role: 'CANDIDATE' }),
    createTestUser(config, { role: 'ADMIN' }),
  ]);
});

afterAll(async () => {
  await sql.end();
});

async function stored(id: string) {
  const [row] = await sql<{ title: string; description: string; is_active: boolean }[]>`
    select title, description, is_active from public.video_resumes where id = ${id}`;
  return row;
}

describe('reading one of my resumes', () => {
  it('gives the owner their inactive resume with a playable URL', async () => {
    const resume = await seedResume(sql, owner, { active: false, videoPath: await uploadResumeVideo(owner) });
    const body = videoResumeViewSchema.parse(await expectJson(await getOwnResume(owner, resume.id), 200));
    expect(body).toMatchObject({ id: resume.id, is_active: false, is_owner: true });
    expect((await fetch(body.video_url ?? '')).status).toBe(200);
  });

  it('answers a null video URL when the recording is missing from Storage', async () => {
    const resume = await seedResume(sql, owner);
    const body = videoResumeViewSchema.parse(await expectJson(await getOwnResume(owner, resume.id), 200));
    expect(body.video_url).toBeNull();
  });

  it('answers 404 to another candidate and to an admin, 401 to anon, 400 to a malformed id', async () => {
    const resume = await seedResume(sql, owner);
    for (const user of [otherCandidate, admin]) {
      const error = await expectError(await getOwnResume(user, resume.id), 404);
      expect(error.error).toBe(videoResumeErrorMessages.notFound);
    }
    await expectError(await getOwnResume(undefined, resume.id), 401);
    const error = await expectError(await getOwnResume(owner, 'not-a-uuid'), 400);
    expect(error.fields?.id).toBe('Must be a valid video resume id');
  });
});

describe('editing a resume', () => {
  it('changes the title, description and active flag, trimmed', async () => {
    const resume = await seedResume(sql, owner);
    const body = videoResumeViewSchema.parse(
      await expectJson(
        await updateResume(owner, resume.id, {
          title: ' New title ',
          description: ' About me ',
          is_active: false,
        }),
        200,
      ),
    );
    expect(body).toMatchObject({ title: 'New title', description: 'About me', is_active: false });
    expect(await stored(resume.id)).toEqual({
      title: 'New title',
      description: 'About me',
      is_active: false,
    });
  });

  it('changes only what is sent, and a blank title becomes "My Video Resume"', async () => {
    const resume = await seedResume(sql, owner, { title: 'Keep me' });
    await expectJson(await updateResume(owner, resume.id, { is_active: false }), 200);
    expect(await stored(resume.id)).toMatchObject({ title: 'Keep me', is_active: false });
    await expectJson(await updateResume(owner, resume.id, { title: '  ' }), 200);
    expect(await stored(resume.id)).toMatchObject({ title: 'My Video Resume', is_active: false });
  });

  it("refuses to change another candidate's resume, as an admin too, and changes nothing", async () => {
    const resume = await seedResume(sql, owner, { title: 'Mine' });
    for (const user of [otherCandidate, admin]) {
      await expectError(await updateResume(user, resume.id, { title: 'Taken' }), 404);
    }
    await expectError(await updateResume(undefined, resume.id, { title: 'Taken' }), 401);
    expect(await stored(resume.id)).toMatchObject({ title: 'Mine', is_active: true });
  });

  it.each([
    ['an empty body', {}, undefined],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, 'title'],
    ['an active flag that is not a boolean', { is_active: 'no' }, 'is_active'],
    ['a description that is not text', { description: 42 }, 'description'],
  ])('refuses %s and changes nothing', async (_case, body, field) => {
    const resume = await seedResume(sql, owner, { title: 'Unchanged' });
    const error = await expectError(await updateResume(owner, resume.id, body), 400);
    if (field) expect(error.fields?.[field]).toBeTruthy();
    else expect(error.error).toBe(videoResumeErrorMessages.nothingToChange);
    expect(await stored(resume.id)).toMatchObject({ title: 'Unchanged', is_active: true });
  });
});

describe('analytics of a resume', () => {
  it('gives the owner total views, unique viewers and the last 10 views, newest first', async () => {
    const resume = await seedResume(sql, owner);
    const alice = newVisitor();
    const bob = newVisitor();
    await viewCount(alice, resume.id);
    await viewCount(bob, resume.publicUrl);
    // Alice again within 30 minutes is the same view.
    await viewCount(alice, resume.id);
    const analytics = resumeAnalyticsSchema.parse(
      await expectJson(await getAnalytics(owner, resume.id), 200),
    );
    expect(analytics.total_views).toBe(2);
    expect(analytics.unique_viewers).toBe(2);
    expect(analytics.recent_views).toHaveLength(2);
    expect(analytics.recent_views.every((view) => view.location === null)).toBe(true);
    const [newest, older] = analytics.recent_views.map((view) => Date.parse(view.timestamp));
    expect(newest).toBeGreaterThanOrEqual(older ?? 0);
  });

  it('lists at most 10 recent views', async () => {
    const resume = await seedResume(sql, owner);
    for (let n = 0; n < 12; n += 1) await viewCount(newVisitor(), resume.id);
    const analytics = resumeAnalyticsSchema.parse(
      await expectJson(await getAnalytics(owner, resume.id), 200),
    );
    expect(analytics.total_views).toBe(12);
    expect(analytics.unique_viewers).toBe(12);
    expect(analytics.recent_views).toHaveLength(10);
  });

  it("answers 404 for another candidate's resume and 401 to anon", async () => {
    const resume = await seedResume(sql, owner);
    await expectError(await getAnalytics(otherCandidate, resume.id), 404);
    await expectError(await getAnalytics(undefined, resume.id), 401);
  });
});
