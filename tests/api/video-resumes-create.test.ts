// POST /api/candidates/video-resumes: after the upload, the candidate saves the resume with its
// recording's object name in their own folder of the resumes bucket; docs/product.md §5 defaults apply, the
// server makes the share identifier, and every refusal is a clear 4xx that creates nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL_PATTERN, videoResumeErrorMessages, videoResumeViewSchema } from '#contract/video-resumes';
import { createTestUser, type TestUser } from '../support/users.ts';
import { config, expectError, expectJson, openDatabase } from '../support/interview-fixtures.ts';
import type { Database } from '../support/interview-fixtures.ts';
import { createResume, uploadResumeVideo } from '../support/video-resume-fixtures.ts';

let sql: Database;
let candidate: TestUser;
let otherCandidate: TestUser;

beforeAll(async () => {
  sql = openDatabase();
  [candidate, otherCandidate] = await Promise.all([
    createTestUser(config, { role: 'CANDIDATE', firstName: 'Cara', lastName: 'Camera' }),
    createTestUser(config, { role: 'CANDIDATE' }),
  ]);
});

afterAll(async () => {
  await sql.end();
});

async function resumeCount(user: TestUser): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from public.video_resumes where candidate_id = ${user.id}`;
  return row?.count ?? 0;
}

describe('creating a video resume', () => {
  it('saves the uploaded recording with the given fields and a fresh share identifier', async () => {
    const videoPath = await uploadResumeVideo(candidate);
    const response = await createResume(candidate, {
      title: '  Frontend developer  ',
      description: 'Five years of React.',
      video_path: videoPath,
      is_active: true,
    });
    const resume = videoResumeViewSchema.parse(await expectJson(response, 201));
    expect(resume).toMatchObject({
      title: 'Frontend developer',
      description: 'Five years of React.',
      video_path: videoPath,
      is_active: true,
      views_count: 0,
      is_owner: true,
      candidate: { first_name: 'Cara', last_name: 'Camera', email: candidate.email },
    });
    expect(resume.public_url).toMatch(PUBLIC_URL_PATTERN);
    const [row] = await sql<{ candidate_id: string; public_url: string }[]>`
      select candidate_id, public_url from public.video_resumes where id = ${resume.id}`;
    expect(row).toEqual({ candidate_id: candidate.id, public_url: resume.public_url });
  });

  it('applies the spec defaults: "My Video Resume" for a blank title, empty description, active', async () => {
    const videoPath = await uploadResumeVideo(candidate);
    const resume = videoResumeViewSchema.parse(
      await expectJson(await createResume(candidate, { title: '   ', video_path: videoPath }), 201),
    );
    expect(resume).toMatchObject({ title: 'My Video Resume', description: '', is_active: true });
  });

  it('accepts the path with the bucket in front and gives two resumes two share identifiers', async () => {
    const videoPath = await uploadResumeVideo(candidate);
    const first = videoResumeViewSchema.parse(
      await expectJson(await createResume(candidate, { video_path: `resumes/${videoPath}` }), 201),
    );
    const second = videoResumeViewSchema.parse(
      await expectJson(await createResume(candidate, { video_path: videoPath, is_active: false }), 201),
    );
    expect(first.video_path).toBe(videoPath);
    expect(second.is_active).toBe(false);
    expect(second.public_url).not.toBe(first.public_url);
  });

  it('answers a signed URL that plays the recording with byte ranges', async () => {
    const bytes = new TextEncoder().encode('0123456789'.repeat(100));
    const videoPath = await uploadResumeVideo(candidate, bytes);
    const resume = videoResumeViewSchema.parse(
      await expectJson(await createResume(candidate, { video_path: videoPath }), 201),
    );
    expect(resume.video_url).not.toBeNull();
    const ranged = await fetch(resume.video_url ?? '', { headers: { range: 'bytes=10-19' } });
    expect(ranged.status).toBe(206);
    expect(await ranged.text()).toBe('0123456789');
  });
});

describe('refusals that create nothing', () => {
  it('refuses anon with 401', async () => {
    const videoPath = await uploadResumeVideo(candidate);
    await expectError(await createResume(undefined, { video_path: videoPath }), 401);
  });

  it('refuses a recording that was never uploaded', async () => {
    const before = await resumeCount(candidate);
    const error = await expectError(
      await createResume(candidate, { video_path: `${candidate.id}/never-uploaded.webm` }),
      400,
    );
    expect(error.error).toBe(videoResumeErrorMessages.videoNotUploaded);
    expect(error.fields).toEqual({ video_path: videoResumeErrorMessages.videoNotUploaded });
    expect(await resumeCount(candidate)).toBe(before);
  });

  it("refuses another candidate's recording", async () => {
    const theirs = await uploadResumeVideo(otherCandidate);
    const before = await resumeCount(candidate);
    const error = await expectError(await createResume(candidate, { video_path: theirs }), 400);
    expect(error.error).toBe(videoResumeErrorMessages.videoNotUploaded);
    expect(await resumeCount(candidate)).toBe(before);
  });

  it.each([
    ['no video path', { title: 'x' }, 'video_path'],
    ['a path outside a user folder', { video_path: 'intro.webm' }, 'video_path'],
    ['a nested path', { video_path: `${crypto.randomUUID()}/a/b.webm` }, 'video_path'],
    [
      'a title over 200 characters',
      { video_path: `${crypto.randomUUID()}/a.webm`, title: 'x'.repeat(201) },
      'title',
    ],
    [
      'a description over 5000 characters',
      { video_path: `${crypto.randomUUID()}/a.webm`, description: 'x'.repeat(5001) },
      'description',
    ],
    [
      'an active flag that is not a boolean',
      { video_path: `${crypto.randomUUID()}/a.webm`, is_active: 'yes' },
      'is_active',
    ],
  ])('refuses %s with a message for that field', async (_case, body, field) => {
    const before = await resumeCount(candidate);
    const error = await expectError(await createResume(candidate, body), 400);
    expect(error.fields?.[field]).toBeTruthy();
    expect(await resumeCount(candidate)).toBe(before);
  });

  it('refuses a body that is not a JSON object', async () => {
    const error = await expectError(await createResume(candidate, ['not', 'an', 'object']), 400);
    expect(error.error).toBe('The body must be a JSON object');
  });
});
