// GET /api/candidates/video-resumes and DELETE /api/candidates/video-resumes/:id: a candidate lists
// only their own resumes and deletes one with its stored recording and views; nobody else's.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoResumeErrorMessages, videoResumeSummaryListSchema } from '#contract/video-resumes';
import { createTestUser, type TestUser } from '../support/users.ts';
import {
  deleteVideoResume,
  getCandidateApi,
  isResumeVideoStored,
  seedViews,
} from '../support/candidate-fixtures.ts';
import { config, expectError, expectJson, openDatabase } from '../support/interview-fixtures.ts';
import type { Database } from '../support/interview-fixtures.ts';
import { seedResume, storeResumeObject } from '../support/video-resume-fixtures.ts';

let sql: Database;

beforeAll(() => {
  sql = openDatabase();
});

afterAll(async () => {
  await sql.end();
});

function newCandidate(): Promise<TestUser> {
  return createTestUser(config, { role: 'CANDIDATE' });
}

async function resumeExists(id: string): Promise<boolean> {
  const [row] = await sql<{ found: boolean }[]>`
    select exists (select 1 from public.video_resumes where id = ${id}) as found`;
  return row?.found ?? false;
}

describe('GET /api/candidates/video-resumes', () => {
  it('lists the caller’s own resumes, newest first, with their public fields and views', async () => {
    const [mine, theirs] = await Promise.all([newCandidate(), newCandidate()]);
    const older = await seedResume(sql, mine, {
      active: false,
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const newer = await seedResume(sql, mine);
    await seedViews(sql, newer.id, [
      { viewerKey: 'a', viewedAt: new Date() },
      { viewerKey: 'b', viewedAt: new Date() },
    ]);
    await seedResume(sql, theirs);

    const list = videoResumeSummaryListSchema.parse(
      await expectJson(await getCandidateApi('/video-resumes', mine), 200),
    );
    expect(list.map((resume) => resume.id)).toEqual([newer.id, older.id]);
    expect(list[0]).toMatchObject({
      title: newer.title,
      description: `About ${newer.title}`,
      public_url: newer.publicUrl,
      video_path: newer.videoPath,
      is_active: true,
      views_count: 2,
    });
    expect(list[1]).toMatchObject({ is_active: false, views_count: 0 });
  });

  it('shows an admin only their own resumes here, not everyone’s', async () => {
    const admin = await createTestUser(config, { role: 'ADMIN' });
    await seedResume(sql, await newCandidate());
    const list = videoResumeSummaryListSchema.parse(
      await expectJson(await getCandidateApi('/video-resumes', admin), 200),
    );
    expect(list).toEqual([]);
  });

  it('asks anon to sign in', async () => {
    expect((await expectError(await getCandidateApi('/video-resumes', undefined), 401)).code).toBe(
      'unauthenticated',
    );
  });
});

describe('DELETE /api/candidates/video-resumes/:id', () => {
  it('deletes the caller’s resume with its stored recording and its views', async () => {
    const owner = await newCandidate();
    const resume = await seedResume(sql, owner);
    await storeResumeObject(owner, resume.videoPath);
    await seedViews(sql, resume.id, [{ viewerKey: 'viewer', viewedAt: new Date() }]);
    expect(await isResumeVideoStored(sql, resume.videoPath)).toBe(true);

    expect(await expectJson(await deleteVideoResume(owner, resume.id), 200)).toEqual({ success: true });

    expect(await resumeExists(resume.id)).toBe(false);
    expect(await isResumeVideoStored(sql, resume.videoPath)).toBe(false);
    const [views] = await sql<{ n: number }[]>`
      select count(*)::int as n from public.resume_views where resume_id = ${resume.id}`;
    expect(views?.n).toBe(0);
  });

  it('answers 404 for another candidate’s resume and keeps it and its recording', async () => {
    const [owner, other] = await Promise.all([newCandidate(), newCandidate()]);
    const resume = await seedResume(sql, owner);
    await storeResumeObject(owner, resume.videoPath);

    const error = await expectError(await deleteVideoResume(other, resume.id), 404);
    expect(error.error).toBe(videoResumeErrorMessages.notFound);
    expect(await resumeExists(resume.id)).toBe(true);
    expect(await isResumeVideoStored(sql, resume.videoPath)).toBe(true);
  });

  it('answers 404 for an unknown id, 400 for a malformed one, 401 for anon', async () => {
    const owner = await newCandidate();
    const resume = await seedResume(sql, owner);
    expect((await expectError(await deleteVideoResume(owner, randomUUID()), 404)).code).toBe('not_found');
    const malformed = await expectError(await deleteVideoResume(owner, 'not-an-id'), 400);
    expect(malformed.fields).toEqual({ id: videoResumeErrorMessages.videoResumeId });
    expect((await expectError(await deleteVideoResume(undefined, resume.id), 401)).code).toBe(
      'unauthenticated',
    );
    expect(await resumeExists(resume.id)).toBe(true);
  });
});
