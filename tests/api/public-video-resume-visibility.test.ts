// GET /api/public/video-resume/:id and who sees what: an active resume by id or share identifier
// for anyone, with a signed URL that plays and seeks; an inactive one for its owner only; one
// 404 for unknown, malformed, inactive and another's alike. The view call's bad input is a 400
// that records nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoResumeErrorMessages, videoResumeViewSchema } from '#contract/video-resumes';
import { createTestUser, uniqueName, type TestUser } from '../support/users.ts';
import { brandWorkspace } from '../support/workspace-brand.ts';
import { config, expectError, expectJson, openDatabase } from '../support/interview-fixtures.ts';
import type { Database } from '../support/interview-fixtures.ts';
import {
  getPublicResume,
  newVisitor,
  recordView,
  seedResume,
  uploadResumeVideo,
  viewsOf,
} from '../support/video-resume-fixtures.ts';
import type { SeededResume } from '../support/video-resume-fixtures.ts';

let sql: Database;
let owner: TestUser;
let otherCandidate: TestUser;
let admin: TestUser;
let active: SeededResume;
let inactive: SeededResume;
const recording = new TextEncoder().encode('abcdefghij'.repeat(200));

beforeAll(async () => {
  sql = openDatabase();
  [owner, otherCandidate, admin] = await Promise.all([
    createTestUser(config, { role: 'CANDIDATE', firstName: 'Vera', lastName: 'Visible' }),
    createTestUser(config, { role: 'CANDIDATE' }),
    createTestUser(config, { role: 'ADMIN' }),
  ]);
  active = await seedResume(sql, owner, { videoPath: await uploadResumeVideo(owner, recording) });
  inactive = await seedResume(sql, owner, { active: false, videoPath: await uploadResumeVideo(owner) });
});

afterAll(async () => {
  await sql.end();
});

describe('an active resume', () => {
  it.each([
    ['anon', undefined],
    ['another candidate', () => otherCandidate],
  ])('is shown to %s by id and by share identifier, as a visitor', async (_who, user) => {
    for (const identifier of [active.id, active.publicUrl]) {
      const body = videoResumeViewSchema.parse(
        await expectJson(await getPublicResume(user?.(), identifier), 200),
      );
      expect(body).toMatchObject({
        id: active.id,
        public_url: active.publicUrl,
        is_active: true,
        is_owner: false,
        candidate: { first_name: 'Vera', last_name: 'Visible', email: owner.email },
        // Neither belongs to a workspace: the promo stays the spec's.
        visitor_workspace: null,
      });
    }
  });

  it('names a signed-in visitor’s own workspace, for the promo to invite them to interview with it', async () => {
    const recruiter = await createTestUser(config, { role: 'RECRUITER' });
    const brand = await brandWorkspace(sql, recruiter, {
      name: uniqueName('Visiting Co'),
      brandColor: '#1c4f9c',
      logo: true,
    });
    const [workspace] = await sql<
      { name: string }[]
    >`select name from public.workspaces where id = ${brand.id}`;
    const body = videoResumeViewSchema.parse(
      await expectJson(await getPublicResume(recruiter, active.id), 200),
    );
    expect(body).toMatchObject({ is_owner: false });
    expect(body.visitor_workspace).toEqual({
      name: workspace?.name,
      logo_url: brand.logoUrl,
      brand_color: '#1c4f9c',
    });
  });

  it('is shown to its owner as the owner', async () => {
    const body = videoResumeViewSchema.parse(
      await expectJson(await getPublicResume(owner, active.publicUrl), 200),
    );
    expect(body.is_owner).toBe(true);
    expect(body.visitor_workspace).toBeNull();
  });

  it('plays for anon through a signed URL that serves byte ranges, so the player can seek', async () => {
    const body = videoResumeViewSchema.parse(
      await expectJson(await getPublicResume(undefined, active.id), 200),
    );
    expect(Date.parse(body.video_url_expires_at ?? '')).toBeGreaterThan(Date.now());
    const whole = await fetch(body.video_url ?? '');
    expect(whole.status).toBe(200);
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(recording);
    const seek = await fetch(body.video_url ?? '', { headers: { range: 'bytes=1000-1009' } });
    expect(seek.status).toBe(206);
    expect(seek.headers.get('content-range')).toBe(`bytes 1000-1009/${recording.length}`);
    expect(await seek.text()).toBe('abcdefghij');
  });

  it('cannot be read from the bucket by anon without the signed URL', async () => {
    const direct = await fetch(`${config.supabaseUrl}/storage/v1/object/resumes/${active.videoPath}`, {
      headers: { apikey: config.publishableKey },
    });
    expect(direct.ok).toBe(false);
  });
});

describe('an inactive resume', () => {
  it('is shown to its owner, by id and by share identifier, with a URL that plays', async () => {
    for (const identifier of [inactive.id, inactive.publicUrl]) {
      const body = videoResumeViewSchema.parse(
        await expectJson(await getPublicResume(owner, identifier), 200),
      );
      expect(body).toMatchObject({ id: inactive.id, is_active: false, is_owner: true });
      expect((await fetch(body.video_url ?? '')).status).toBe(200);
    }
  });

  it.each([
    ['anon', () => undefined],
    ['another candidate', () => otherCandidate],
    ['an admin', () => admin],
  ])('is not found for %s', async (_who, user) => {
    for (const identifier of [inactive.id, inactive.publicUrl]) {
      const error = await expectError(await getPublicResume(user(), identifier), 404);
      expect(error.error).toBe(videoResumeErrorMessages.notFound);
    }
  });

  it('takes no views', async () => {
    await expectError(await recordView(newVisitor(), inactive.id), 404);
    expect((await viewsOf(sql, inactive.id)).views).toHaveLength(0);
  });
});

describe('unknown and malformed identifiers', () => {
  it.each([
    ['an unknown id', crypto.randomUUID()],
    ['an unknown share identifier', `video-resume-${crypto.randomUUID()}`],
    ['a malformed identifier', 'my-resume'],
    ['an id with SQL in it', "x' or '1'='1"],
  ])('answer the same 404 for %s, when read and when viewed', async (_case, identifier) => {
    const error = await expectError(await getPublicResume(undefined, identifier), 404);
    expect(error.error).toBe(videoResumeErrorMessages.notFound);
    const viewError = await expectError(await recordView(newVisitor(), identifier), 404);
    expect(viewError.error).toBe(videoResumeErrorMessages.notFound);
  });
});

describe('bad view payloads', () => {
  it.each([
    ['a user agent that is not text', { user_agent: 42 }, 'user_agent'],
    ['a referrer over 2048 characters', { referrer: `https://x.example/${'a'.repeat(2048)}` }, 'referrer'],
    ['a user agent over 1000 characters', { user_agent: 'a'.repeat(1001) }, 'user_agent'],
  ])('refuse %s with 400 and record nothing', async (_case, body, field) => {
    const resume = await seedResume(sql, owner);
    const error = await expectError(await recordView(newVisitor(), resume.id, { body }), 400);
    expect(error.fields?.[field]).toBeTruthy();
    expect(await viewsOf(sql, resume.id)).toEqual({ views: [], viewsCount: 0 });
  });

  it('refuse a body that is not a JSON object', async () => {
    const resume = await seedResume(sql, owner);
    const error = await expectError(await recordView(newVisitor(), resume.id, { body: 'hello' }), 400);
    expect(error.error).toBe('The body must be a JSON object');
    expect((await viewsOf(sql, resume.id)).views).toHaveLength(0);
  });

  it('accept an empty payload: user agent and referrer are optional', async () => {
    const resume = await seedResume(sql, owner);
    const response = await recordView(newVisitor(), resume.id, { body: {} });
    expect(await expectJson(response, 200)).toEqual({ views_count: 1 });
  });
});
