// Shared links (issue #18): a manager shares one candidate's answers with someone outside the
// workspace; the link opens without an account, shows only that candidate, stops working when
// revoked or expired, logs every opening, and in a blind interview shows no name, e-mail or video.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createdShareSchema,
  shareErrorMessages,
  shareListSchema,
  sharedReviewSchema,
} from '#contract/shares';
import { workspaceErrorMessages } from '#contract/workspaces';
import { callApi } from '../support/api.ts';
import { makeRecordingReady, speechMp3 } from '../support/analysis-fixtures.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  sendJson,
  type Database,
} from '../support/interview-fixtures.ts';
import { seedReview, type SeededReview } from '../support/review-fixtures.ts';
import { createTestUser, uniqueName, type TestUser } from '../support/users.ts';
import { addMember, workspaceOf } from '../support/workspace-fixtures.ts';

let sql: Database;
beforeAll(() => {
  sql = openDatabase();
});
afterAll(async () => {
  await sql.end();
});

const share = (user: TestUser | undefined, reviewId: string, body: unknown = { days: 7 }) =>
  sendJson('POST', `/reviews/${reviewId}/shares`, body, user);
const listShares = (user: TestUser | undefined, reviewId: string) =>
  callApi(`/reviews/${reviewId}/shares`, { token: user?.accessToken });
const revoke = (user: TestUser | undefined, reviewId: string, shareId: string) =>
  sendJson('POST', `/reviews/${reviewId}/shares/${shareId}/revoke`, {}, user);
/** Opened as someone without an account, with a user agent of its own. */
const openShared = (token: string, userAgent = 'review-shares-test') =>
  callApi(`/shared/${encodeURIComponent(token)}`, { headers: { 'user-agent': userAgent } });

async function created(review: SeededReview, days = 7) {
  const body = createdShareSchema.parse(
    await expectJson(await share(review.recruiter, review.invitationId, { days }), 201),
  );
  const token = new URL(body.url).pathname.split('/').at(-1) ?? '';
  return { ...body, token };
}

async function candidateOf(review: SeededReview) {
  const [row] = await sql<
    { first_name: string; last_name: string; email: string; candidate_number: number }[]
  >`
    select first_name, last_name, email, candidate_number from public.invitations where id = ${review.invitationId}`;
  if (!row) throw new Error('No invitation');
  return row;
}

const openingsOf = async (shareId: string) =>
  (
    await sql<
      { n: number }[]
    >`select count(*)::int as n from public.review_share_openings where share_id = ${shareId}`
  )[0]?.n;

describe('shared links', () => {
  it("a manager shares a candidate; the link opens without an account and shows only that candidate, saying the interview's language", async () => {
    const text = `My own typed answer ${uniqueName('shared')}`;
    const review = await seedReview(sql, { text });
    const other = await seedReview(sql, {
      recruiter: review.recruiter,
      text: `Another candidate ${uniqueName('other')}`,
    });
    await sql`update public.interviews i set language = 'es' from public.invitations inv
              where inv.id = ${review.invitationId} and i.id = inv.interview_id`;
    const link = await created(review);
    expect(link.url).toMatch(/\/shared\/[A-Za-z0-9_-]{22}$/);
    const days = (Date.parse(link.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const raw = await expectJson(await openShared(link.token), 200);
    const page = sharedReviewSchema.parse(raw);
    const candidate = await candidateOf(review);
    expect(page.candidate_label).toBe(`${candidate.first_name} ${candidate.last_name}`.trim());
    expect(page.interview_title).toBe(review.interviewTitle);
    // The language its transcripts are in, for the captions.
    expect(page.interview_language).toBe('es');
    expect(page.workspace.name.length).toBeGreaterThan(0);
    expect(page.answers.map((a) => a.response_text)).toContain(text);
    const json = JSON.stringify(raw);
    for (const hidden of [
      other.invitationId,
      'Another candidate',
      review.invitationId,
      'ai_insights',
      'rating',
      'decision',
      candidate.email,
    ]) {
      expect(json).not.toContain(hidden);
    }
  });

  it('logs every opening with its user agent, listed for the managers', async () => {
    const review = await seedReview(sql);
    const link = await created(review);
    await expectJson(await openShared(link.token, 'Agent One'), 200);
    await expectJson(await openShared(link.token, 'Agent Two'), 200);
    await expectJson(await openShared(link.token, 'Agent Two'), 200);
    expect(await openingsOf(link.id)).toBe(3);
    const list = shareListSchema.parse(
      await expectJson(await listShares(review.recruiter, review.invitationId), 200),
    );
    expect(list.shares).toHaveLength(1);
    expect(list.shares[0]).toMatchObject({ id: link.id, url: link.url, state: 'ACTIVE', revoked_at: null });
    expect(list.shares[0]?.openings.map((o) => o.user_agent)).toEqual([
      'Agent Two',
      'Agent Two',
      'Agent One',
    ]);
  });

  it('stops working when revoked, and when expired; neither logs an opening', async () => {
    const review = await seedReview(sql);
    const revoked = await created(review);
    await expectJson(await revoke(review.recruiter, review.invitationId, revoked.id), 200);
    expect((await expectError(await openShared(revoked.token), 404)).error).toBe(shareErrorMessages.invalid);
    expect(
      (await expectError(await revoke(review.recruiter, review.invitationId, revoked.id), 409)).error,
    ).toBe(shareErrorMessages.alreadyRevoked);

    const expired = await created(review);
    await expectJson(await openShared(expired.token), 200);
    await sql`update public.review_shares set created_at = now() - interval '8 days', expires_at = now() - interval '1 day'
              where id = ${expired.id}`;
    expect((await expectError(await openShared(expired.token), 404)).error).toBe(shareErrorMessages.invalid);
    expect(await openingsOf(revoked.id)).toBe(0);
    expect(await openingsOf(expired.id)).toBe(1);

    const states = shareListSchema.parse(
      await expectJson(await listShares(review.recruiter, review.invitationId), 200),
    );
    expect(Object.fromEntries(states.shares.map((s) => [s.id, s.state]))).toEqual({
      [revoked.id]: 'REVOKED',
      [expired.id]: 'EXPIRED',
    });
    expect((await expectError(await openShared('A'.repeat(22)), 404)).error).toBe(shareErrorMessages.invalid);
    expect((await expectError(await openShared('not-a-token'), 404)).error).toBe(shareErrorMessages.invalid);
  });

  it('in a blind interview shows "Candidate N", no name or e-mail, and the speech track as audio only', async () => {
    const review = await seedReview(sql, { status: 'STARTED' });
    await makeRecordingReady(sql, review.responses.video, await speechMp3(uniqueName('blind')));
    await sql`update public.recording_media set has_video = true, seekable_path = id || '/seekable.webm',
                playback_path = id || '/playback.mp4', poster_path = id || '/poster.jpg'
              where response_id = ${review.responses.video}`;
    await sql`update public.invitations
              set status = 'COMPLETED', first_name = ${uniqueName('Blinded')}, last_name = ${uniqueName('Person')}
              where id = ${review.invitationId}`;
    await sql`update public.interviews set anonymous_review = true
              where id = (select interview_id from public.invitations where id = ${review.invitationId})`;
    const link = await created(review);
    const raw = await expectJson(await openShared(link.token), 200);
    const page = sharedReviewSchema.parse(raw);
    const candidate = await candidateOf(review);
    expect(page.candidate_label).toBe(`Candidate ${candidate.candidate_number}`);
    expect(page.anonymous_review).toBe(true);
    const json = JSON.stringify(raw);
    for (const identity of [
      `${candidate.first_name} ${candidate.last_name}`,
      candidate.first_name,
      candidate.email,
    ]) {
      expect(json).not.toContain(identity);
    }
    expect(json).not.toMatch(/seekable|playback|poster\.jpg|\.webm|video\//);
    const video = page.answers.find((a) => a.response_format === 'VIDEO');
    expect(video?.recording).toMatchObject({ has_video: false, poster_url: null });
    expect(video?.recording?.sources.map((s) => s.type)).toEqual(['audio/mpeg']);
    const played = await fetch(video?.recording?.sources[0]?.url ?? '');
    expect(played.status).toBe(200);
    await played.body?.cancel();
  });

  it('only managers share: a REVIEWER 403, another workspace 404, no account 401; days 1-30', async () => {
    const review = await seedReview(sql);
    const workspace = await workspaceOf(sql, review.recruiter);
    const [reviewer, outsider] = await Promise.all([
      createTestUser(config),
      createTestUser(config, { role: 'RECRUITER' }),
    ]);
    await addMember(sql, workspace, reviewer, 'REVIEWER');
    expect((await expectError(await share(reviewer, review.invitationId), 403)).error).toBe(
      workspaceErrorMessages.reviewerRefused,
    );
    await expectError(await listShares(reviewer, review.invitationId), 403);
    await expectError(await share(outsider, review.invitationId), 404);
    await expectError(await listShares(outsider, review.invitationId), 404);
    await expectError(await share(undefined, review.invitationId), 401);
    await expectError(await listShares(undefined, review.invitationId), 401);
    const link = await created(review);
    await expectError(await revoke(undefined, review.invitationId, link.id), 401);
    await expectError(await revoke(reviewer, review.invitationId, link.id), 403);
    await expectError(await revoke(outsider, review.invitationId, link.id), 404);
    for (const days of [0, 31, 1.5, '7', null]) {
      const refused = await expectError(await share(review.recruiter, review.invitationId, { days }), 400);
      expect(refused.fields?.days).toBe('Choose from 1 to 30 days');
    }
    const [{ n } = { n: -1 }] = await sql<{ n: number }[]>`
      select count(*)::int as n from public.review_shares where invitation_id = ${review.invitationId}`;
    expect(n).toBe(1);
    await expectJson(await share(review.recruiter, review.invitationId, { days: 30 }), 201);
    await expectJson(await share(review.recruiter, review.invitationId, { days: 1 }), 201);
  });
});
