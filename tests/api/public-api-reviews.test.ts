// The public API's reviews (issue #22 item 3): with its workspace's key an integration lists the
// finished interviews, page by page, again when a rating or a decision changes them, and reads one
// with its answers' transcripts, a recording link good for an hour, the submitted ratings and the
// decision. A key of another workspace finds none of them.
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '#contract/errors';
import { V1_MEDIA_URL_TTL_SECONDS, v1ReviewApi, v1ReviewMessages } from '#contract/v1/reviews';
import {
  expectError,
  expectJson,
  openDatabase,
  seedInvitation,
  type Database,
} from '../support/interview-fixtures.ts';
import { callWithKey, createApiKey } from '../support/api-key-fixtures.ts';
import { seedReview, type SeededReview } from '../support/review-fixtures.ts';
import {
  interviewOfInvitation,
  seedScorecard,
  type SeededCompetency,
} from '../support/scorecard-fixtures.ts';
import type { TestUser } from '../support/users.ts';

const listSchema = v1ReviewApi.list.response;
const reviewSchema = v1ReviewApi.get.response;

const TRANSCRIPT = [
  { start: 0, end: 1.5, text: 'I split the bundle per route.' },
  { start: 1.5, end: 2, text: 'Then I measured.' },
];

let sql: Database;
let first: SeededReview;
let second: SeededReview;
let other: SeededReview;
let competency: SeededCompetency;
let keyA: string;
let keyB: string;

async function workspaceOf(invitationId: string): Promise<string> {
  const [row] = await sql<{ workspace_id: string }[]>`
    select i.workspace_id from public.interviews i where i.id = ${await interviewOfInvitation(sql, invitationId)}`;
  if (!row) throw new Error(`No interview of ${invitationId}`);
  return row.workspace_id;
}

async function makeKey(owner: TestUser, invitationId: string): Promise<string> {
  return (await createApiKey(owner, await workspaceOf(invitationId))).secret;
}

function withKey(path: string, key: string): Promise<Response> {
  return callWithKey(key, path);
}

/** Every page of the key's review list from `query` on, one review at a time: the ids in order. */
async function walkReviews(key: string, query = ''): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const search = new URLSearchParams(query);
    search.set('limit', '1');
    if (cursor) search.set('cursor', cursor);
    const page = listSchema.parse(await expectJson(await withKey(`/v1/reviews?${search}`, key), 200));
    expect(page.reviews.length).toBeLessThanOrEqual(1);
    ids.push(...page.reviews.map((review) => review.id));
    cursor = page.next_cursor;
  } while (cursor);
  return ids;
}

/** The invitations in the order their reviews last changed, as the database has it. */
async function changeOrder(ids: string[]): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    select id from public.invitations where id in ${sql(ids)} order by updated_at, id`;
  return rows.map((row) => row.id);
}

/** The database's clock, to the microsecond, for `updated_since`. */
async function databaseNow(): Promise<string> {
  const [row] = await sql<{ now: string }[]>`
    select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as now`;
  if (!row) throw new Error('No time from the database');
  return row.now;
}

/** The `exp` of the token a signed Storage URL carries. */
function tokenExpiry(url: string): number {
  const token = new URL(url).searchParams.get('token') ?? '';
  return z
    .object({ exp: z.number() })
    .parse(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())).exp;
}

beforeAll(async () => {
  sql = openDatabase();
  first = await seedReview(sql);
  [second, other] = await Promise.all([seedReview(sql, { recruiter: first.recruiter }), seedReview(sql)]);
  [keyA, keyB] = await Promise.all([
    makeKey(first.recruiter, first.invitationId),
    makeKey(other.recruiter, other.invitationId),
  ]);
  // The first review: a transcript, a submitted rating of its typed answer and a decision.
  await sql`
    update public.responses set transcription = ${TRANSCRIPT.map((s) => s.text).join(' ')},
           transcript_segments = ${sql.json(TRANSCRIPT)}
    where id = ${first.responses.video}`;
  [competency] = (await seedScorecard(sql, await interviewOfInvitation(sql, first.invitationId), [
    { name: 'Structure', questionIds: [first.questions.text] },
  ])) as [SeededCompetency];
  await sql`
    insert into public.ratings (invitation_id, response_id, competency_id, rater_id, score, note)
    values (${first.invitationId}, ${first.responses.text}, ${competency.id}, ${first.recruiter.id}, 4, 'Clear plan')`;
  await sql`insert into public.rating_submissions (invitation_id, rater_id) values (${first.invitationId}, ${first.recruiter.id})`;
  await sql`
    insert into public.candidate_decisions (invitation_id, decision, reason, decided_by)
    values (${first.invitationId}, 'ADVANCE', 'Strong on structure', ${first.recruiter.id})`;
});

afterAll(async () => {
  await sql.end();
});

describe('GET /api/v1/reviews', () => {
  it("pages over the key's workspace's reviews, oldest change first, with their decision and scores", async () => {
    const ids = await walkReviews(keyA);
    expect(ids).toEqual(await changeOrder([first.invitationId, second.invitationId]));
    expect(await walkReviews(keyB)).toEqual([other.invitationId]);

    const page = listSchema.parse(await expectJson(await withKey('/v1/reviews', keyA), 200));
    const summary = page.reviews.find((review) => review.id === first.invitationId);
    expect(summary).toMatchObject({
      interview_id: await interviewOfInvitation(sql, first.invitationId),
      status: 'COMPLETED',
      candidate: { email: first.candidate.email, number: 1 },
      anonymous_review: false,
      reviewed_at: null,
      decision: { decision: 'ADVANCE', reason: 'Strong on structure', decided_by: first.recruiter.id },
      scores: { rating_mean: 4, rater_count: 1 },
    });
    expect(page.reviews.find((review) => review.id === second.invitationId)).toMatchObject({
      decision: null,
      scores: { rating_mean: null, rater_count: 0 },
    });
  });

  it('serves a review again after a decision or a rating changes it, and filters by interview', async () => {
    const since = await databaseNow();
    expect(await walkReviews(keyA, `updated_since=${encodeURIComponent(since)}`)).toEqual([]);

    await sql`
      insert into public.candidate_decisions (invitation_id, decision, reason, decided_by)
      values (${second.invitationId}, 'HOLD', 'Waiting for references', ${first.recruiter.id})`;
    expect(await walkReviews(keyA, `updated_since=${encodeURIComponent(since)}`)).toEqual([
      second.invitationId,
    ]);
    expect((await walkReviews(keyA)).at(-1)).toBe(second.invitationId);

    const afterDecision = await databaseNow();
    await sql`update public.ratings set score = 2 where invitation_id = ${first.invitationId}`;
    const changed = listSchema.parse(
      await expectJson(
        await withKey(`/v1/reviews?updated_since=${encodeURIComponent(afterDecision)}`, keyA),
        200,
      ),
    );
    expect(changed.reviews.map((review) => [review.id, review.scores.rating_mean])).toEqual([
      [first.invitationId, 2],
    ]);

    const secondInterview = await interviewOfInvitation(sql, second.invitationId);
    expect(await walkReviews(keyA, `interview_id=${secondInterview}`)).toEqual([second.invitationId]);
    expect(await walkReviews(keyB, `interview_id=${secondInterview}`)).toEqual([]);
    const refused = await expectError(await withKey('/v1/reviews?interview_id=last-one', keyA), 400);
    expect(Object.keys(refused.fields ?? {})).toEqual(['interview_id']);
  });

  it('lists no unfinished interview', async () => {
    const started = await seedInvitation(
      sql,
      await interviewOfInvitation(sql, first.invitationId),
      'STARTED',
    );
    expect(await walkReviews(keyA)).not.toContain(started);
    const missing = await expectError(await withKey(`/v1/reviews/${started}`, keyA), 404);
    expect(missing.error).toBe(v1ReviewMessages.notFound);
  });
});

describe('GET /api/v1/reviews/:id', () => {
  it('reads the answers with their transcripts, the submitted ratings and the decision', async () => {
    const review = reviewSchema.parse(
      await expectJson(await withKey(`/v1/reviews/${first.invitationId}`, keyA), 200),
    );
    expect(review).toMatchObject({
      id: first.invitationId,
      status: 'COMPLETED',
      candidate: { email: first.candidate.email },
      decision: { decision: 'ADVANCE', reason: 'Strong on structure' },
    });
    expect(review.answers.map((a) => [a.id, a.question_id, a.order_number, a.response_format])).toEqual([
      [first.responses.text, first.questions.text, 1, 'TEXT'],
      [first.responses.video, first.questions.video, 2, 'VIDEO'],
      [first.responses.audio, first.questions.audio, 3, 'AUDIO'],
    ]);
    const [text, video] = review.answers;
    expect(text).toMatchObject({ response_text: expect.stringMatching(/profile first/), media_url: null });
    expect(video).toMatchObject({
      response_text: null,
      transcript: 'I split the bundle per route. Then I measured.',
      transcript_segments: TRANSCRIPT,
    });
    expect(review.scorecard).toMatchObject({
      competencies: [{ id: competency.id, name: 'Structure', count: 1 }],
      raters: [
        {
          rater_id: first.recruiter.id,
          ratings: [{ answer_id: first.responses.text, competency_id: competency.id, note: 'Clear plan' }],
        },
      ],
    });
    const [rating] = review.scorecard.raters[0]?.ratings ?? [];
    expect(review.scorecard.competencies[0]?.mean).toBe(rating?.score);
    expect(review.scorecard.overall_mean).toBe(rating?.score);
  });

  it('links each recording for an hour, and the link serves its bytes', async () => {
    const before = Math.floor(Date.now() / 1000);
    const review = reviewSchema.parse(
      await expectJson(await withKey(`/v1/reviews/${first.invitationId}`, keyA), 200),
    );
    const url = review.answers[1]?.media_url ?? '';
    const exp = tokenExpiry(url);
    expect(exp).toBeGreaterThanOrEqual(before + V1_MEDIA_URL_TTL_SECONDS - 5);
    expect(exp).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + V1_MEDIA_URL_TTL_SECONDS + 5);
    expect(Date.parse(review.answers[1]?.media_url_expires_at ?? '') / 1000).toBeCloseTo(exp, -1);
    const media = await fetch(url);
    expect(media.status).toBe(200);
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(first.bytes.video);
  });

  it("answers 404 to another workspace's key, and the same for a review that does not exist", async () => {
    for (const id of [first.invitationId, crypto.randomUUID()]) {
      const refused = await expectError(await withKey(`/v1/reviews/${id}`, keyB), 404);
      expect(refused).toMatchObject({ error: v1ReviewMessages.notFound, code: errorCodes.notFound });
    }
    reviewSchema.parse(await expectJson(await withKey(`/v1/reviews/${other.invitationId}`, keyB), 200));
  });

  it('refuses a revoked key', async () => {
    const key = await makeKey(first.recruiter, first.invitationId);
    await sql`update public.workspace_api_keys set revoked_at = now() where prefix = ${key.slice(0, 12)}`;
    for (const path of ['/v1/reviews', `/v1/reviews/${first.invitationId}`]) {
      await expectError(await withKey(path, key), 401);
    }
  });
});
