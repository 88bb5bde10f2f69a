import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recruiterAccessDeniedSchema } from '#contract/errors';
import { MEDIA_URL_TTL_SECONDS, reviewDetailSchema, reviewErrorMessages } from '#contract/reviews';
import { createTestUser, type TestUser } from '../support/users.ts';
import { config, expectError, expectJson, openDatabase } from '../support/interview-fixtures.ts';
import type { Database } from '../support/interview-fixtures.ts';
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

/** The `exp` of the token a signed Storage URL carries. */
function tokenExpiry(url: string): number {
  const token = new URL(url).searchParams.get('token') ?? '';
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    exp: number;
  };
  return payload.exp;
}

describe('GET /api/reviews/:id', () => {
  it('gives the owning recruiter the candidate, the interview and the answers in question order', async () => {
    const detail = reviewDetailSchema.parse(
      await expectJson(await getReview(review.recruiter, review.invitationId), 200),
    );
    expect(detail.invitation).toMatchObject({
      id: review.invitationId,
      first_name: 'Casey',
      last_name: 'Candidate',
      email: review.candidate.email,
      interview_title: review.interviewTitle,
      interview_language: 'en',
      status: 'COMPLETED',
      reviewed_at: null,
    });
    expect(detail.responses.map((r) => [r.order_number, r.question_text, r.response_format])).toEqual([
      [1, 'Question 1', 'TEXT'],
      [2, 'Question 2', 'VIDEO'],
      [3, 'Question 3', 'AUDIO'],
    ]);
    const [text, video, audio] = detail.responses;
    expect(text).toMatchObject({
      id: review.responses.text,
      media_url: null,
      transcription: null,
      ai_insights: null,
    });
    expect(text?.response_text).toMatch(/profile first/);
    expect(video?.media_path).toBe(review.media.video);
    expect(audio?.media_path).toBe(review.media.audio);
  });

  it('signs each recording for a short time, and the URL serves byte ranges so a player can seek', async () => {
    const before = Math.floor(Date.now() / 1000);
    const detail = reviewDetailSchema.parse(
      await expectJson(await getReview(review.recruiter, review.invitationId), 200),
    );
    const video = detail.responses[1];
    expect(video?.media_url).toBeTruthy();
    const url = video?.media_url ?? '';
    const exp = tokenExpiry(url);
    expect(exp).toBeGreaterThanOrEqual(before + MEDIA_URL_TTL_SECONDS - 5);
    expect(exp).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + MEDIA_URL_TTL_SECONDS + 5);
    expect(Date.parse(video?.media_url_expires_at ?? '') / 1000).toBeCloseTo(exp, -1);

    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(review.bytes.video);
    const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${review.bytes.video.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(review.bytes.video.slice(100, 200));
  });

  it('refuses a signed URL whose token has been altered', async () => {
    const detail = reviewDetailSchema.parse(
      await expectJson(await getReview(review.recruiter, review.invitationId), 200),
    );
    const url = new URL(detail.responses[1]?.media_url ?? '');
    url.pathname = url.pathname.replace(review.media.video, review.media.audio);
    const response = await fetch(url);
    expect(response.status).toBeGreaterThanOrEqual(400);
    await response.body?.cancel();
  });

  it('gives no media URL for a recording that Storage does not hold', async () => {
    const seeded = await seedReview(sql);
    const missing = `${seeded.invitationId}/${seeded.questions.video}/9.webm`;
    await sql`update public.responses set media_path = ${missing} where id = ${seeded.responses.video}`;
    const detail = reviewDetailSchema.parse(
      await expectJson(await getReview(seeded.recruiter, seeded.invitationId), 200),
    );
    expect(detail.responses[1]).toMatchObject({
      media_path: missing,
      media_url: null,
      media_url_expires_at: null,
    });
    expect(detail.responses[2]?.media_url).toBeTruthy();
  });

  it("says the interview's language, which its transcripts and captions are in", async () => {
    const spanish = await seedReview(sql);
    await sql`update public.interviews i set language = 'es' from public.invitations inv
              where inv.id = ${spanish.invitationId} and i.id = inv.interview_id`;
    const detail = reviewDetailSchema.parse(
      await expectJson(await getReview(spanish.recruiter, spanish.invitationId), 200),
    );
    expect(detail.invitation.interview_language).toBe('es');
  });

  it('shows an admin any review', async () => {
    const detail = reviewDetailSchema.parse(
      await expectJson(await getReview(admin, review.invitationId), 200),
    );
    expect(detail.responses).toHaveLength(3);
  });

  it('answers another recruiter 404, as if the review did not exist', async () => {
    const error = await expectError(await getReview(otherRecruiter, review.invitationId), 404);
    expect(error.error).toBe(reviewErrorMessages.notFound);
    expect((await expectError(await getReview(review.recruiter, crypto.randomUUID()), 404)).error).toBe(
      reviewErrorMessages.notFound,
    );
  });

  it('refuses the candidate who answered (403) and anyone signed out (401)', async () => {
    const denied = await getReview(review.candidate, review.invitationId);
    expect(denied.status).toBe(403);
    recruiterAccessDeniedSchema.parse(await denied.json());
    await expectError(await getReview(undefined, review.invitationId), 401);
  });

  it('answers 409 for an interview still being taken, and 400 for an id of the wrong shape', async () => {
    const started = await seedReview(sql, { status: 'STARTED' });
    expect((await expectError(await getReview(started.recruiter, started.invitationId), 409)).error).toBe(
      reviewErrorMessages.notCompleted,
    );
    const bad = await expectError(await getReview(review.recruiter, 'not-a-uuid'), 400);
    expect(bad.fields).toEqual({ id: 'Must be a review id' });
  });
});
