// Blind review (issue #18, Done when): in an anonymous interview, no GET route of the api gives a
// member who has not submitted their ratings the candidate's name, e-mail, or a URL of the video's
// renditions or of the original upload; the review plays the speech track. Once the member has
// rated everything and submitted, the name and the video are there. The walk covers every GET
// route the api declares, so a route added later fails here until it is called or ruled out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../support/api-routes.ts';
import { memberGetTargets, type WalkTarget } from '../support/member-get-routes.ts';
import { callApi } from '../support/api.ts';
import { putRatings, submitRatings } from '../support/evaluation-fixtures.ts';
import { config, openDatabase, type Database } from '../support/interview-fixtures.ts';
import {
  seedProcessedReview,
  uploadRendition,
  type ProcessedReview,
} from '../support/processed-review-fixtures.ts';
import {
  interviewOfInvitation,
  seedScorecard,
  type SeededCompetency,
} from '../support/scorecard-fixtures.ts';
import { createTestUser, uniqueName, type TestUser } from '../support/users.ts';
import { addMember, workspaceOf } from '../support/workspace-fixtures.ts';

let sql: Database;
let review: ProcessedReview;
let reviewer: TestUser;
let recruiter: TestUser;
let solving: SeededCompetency;
let interviewId: string;
let workspaceId: string;
let shareToken: string;
let identity: string[];
let objectNames: string[];
/** Every stored object of the candidate's answers, as bucket/name; the speech track is the first. */
let storedObjects: string[];

beforeAll(async () => {
  sql = openDatabase();
  review = await seedProcessedReview(sql);
  [reviewer, recruiter] = await Promise.all([createTestUser(config), createTestUser(config)]);
  workspaceId = await workspaceOf(sql, review.recruiter);
  await addMember(sql, workspaceId, reviewer, 'REVIEWER');
  await addMember(sql, workspaceId, recruiter, 'RECRUITER');
  interviewId = await interviewOfInvitation(sql, review.invitationId);
  await sql`update public.interviews set anonymous_review = true where id = ${interviewId}`;
  const first = uniqueName('Blindfirst');
  const last = uniqueName('Blindlast');
  const [row] = await sql<{ email: string }[]>`
    update public.invitations set first_name = ${first}, last_name = ${last}
    where id = ${review.invitationId} returning email`;
  if (!row) throw new Error('The invitation was not found');
  identity = [first, last, row.email];
  // The worker's speech track, which a blind review plays instead of the video.
  const speech = `${review.recordings.video}/speech.mp3`;
  await uploadRendition(speech, review.renditions.seekable, 'audio/mpeg');
  await sql`update public.recording_media set speech_path = ${speech} where id = ${review.recordings.video}`;
  const playback = `${review.recordings.video}/playback.mp4`;
  await uploadRendition(playback, review.renditions.seekable, 'video/mp4');
  await sql`update public.recording_media set playback_path = ${playback} where id = ${review.recordings.video}`;
  storedObjects = [
    `renditions/${speech}`,
    `renditions/${review.recordings.video}/seekable.webm`,
    `renditions/${playback}`,
    `renditions/${review.recordings.video}/poster.jpg`,
    `responses/${review.media.video}`,
    `responses/${review.media.audio}`,
  ];
  objectNames = [
    `${review.recordings.video}/seekable`,
    `${review.recordings.video}/playback`,
    `${review.recordings.video}/poster`,
    review.media.video,
    review.media.audio,
  ];
  const questions = await sql<{ question_id: string }[]>`
    select question_id from public.responses
    where id in ${sql([review.responses.text, review.responses.video])}`;
  const [seeded] = await seedScorecard(sql, interviewId, [
    { name: 'Problem solving', questionIds: questions.map((q) => q.question_id) },
  ]);
  if (!seeded) throw new Error('The scorecard was not seeded');
  solving = seeded;
  const [share] = await sql<{ token: string }[]>`
    insert into public.review_shares (invitation_id, created_by, expires_at)
    values (${review.invitationId}, ${review.recruiter.id}, now() + interval '7 days') returning token`;
  if (!share) throw new Error('The share insert returned no row');
  shareToken = share.token;
});
afterAll(async () => {
  await sql.end();
});

/** The URL each GET route is called at, or why it does not apply to a candidate of an interview. */
function targets(): Record<string, WalkTarget> {
  return memberGetTargets({ workspaceId, interviewId, invitationId: review.invitationId, shareToken });
}

function expectBlind(body: string, where: string) {
  for (const secret of [...identity, ...objectNames]) {
    expect(body, `${where} holds ${secret}`).not.toContain(secret);
    expect(body, `${where} holds ${secret}`).not.toContain(encodeURIComponent(secret));
  }
}

/** The stored objects Storage signs a URL of for `user`, asked one name at a time with their own session. */
async function signable(user: TestUser): Promise<string[]> {
  const signed: string[] = [];
  for (const object of storedObjects) {
    const response = await fetch(`${config.supabaseUrl}/storage/v1/object/sign/${object}`, {
      method: 'POST',
      headers: {
        apikey: config.publishableKey,
        authorization: `Bearer ${user.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ expiresIn: 60 }),
    });
    if (response.ok) signed.push(object);
    else expect(response.status, `signing ${object}`).toBeLessThan(500);
  }
  return signed;
}

async function bodyOf(user: TestUser | undefined, path: string): Promise<string> {
  const response = await callApi(path, user ? { token: user.accessToken } : {});
  expect(response.status, `GET ${path}`).toBeLessThan(500);
  return response.text();
}

describe('blind review before the caller has submitted', () => {
  it('walks every GET route as the REVIEWER, and no body names the candidate or links the video', async () => {
    const table = targets();
    const paths = apiRoutes()
      .filter((route) => route.method === 'GET')
      .map((route) => route.path);
    for (const path of paths) {
      const target = table[path];
      expect(target, `GET ${path} is neither called nor ruled out`).toBeDefined();
      if (typeof target !== 'string') continue;
      // The shared page is for someone without an account.
      const caller = path === '/api/shared/:token' ? undefined : reviewer;
      expectBlind(await bodyOf(caller, target), `GET ${path}`);
    }
  });

  it('hides the candidate from a RECRUITER who has not submitted, on every review route', async () => {
    for (const path of Object.keys(targets()).filter((p) => p.startsWith('/api/reviews'))) {
      const target = targets()[path];
      if (typeof target === 'string') expectBlind(await bodyOf(recruiter, target), `GET ${path}`);
    }
  });

  it('gives the review as Candidate N with the speech track', async () => {
    const response = await callApi(`/reviews/${review.invitationId}`, { token: reviewer.accessToken });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      invitation: { anonymous: boolean; candidate_number: number; first_name: string | null };
      responses: { id: string; recording: { sources: { url: string; type: string }[] } | null }[];
    };
    expect(body.invitation).toMatchObject({ anonymous: true, first_name: null });
    expect(body.invitation.candidate_number).toBeGreaterThan(0);
    const video = body.responses.find((r) => r.id === review.responses.video);
    expect(video?.recording?.sources.map((s) => s.type)).toEqual(['audio/mpeg']);
  });

  it('has Storage refuse the REVIEWER every object of the answers but the speech track, whatever name they build', async () => {
    expect(await signable(reviewer)).toEqual([storedObjects[0]]);
    expect(await signable(recruiter)).toEqual([storedObjects[0]]);
  });
});

describe('after the REVIEWER has submitted', () => {
  it('shows the name and the video', async () => {
    const ratings = [review.responses.text, review.responses.video].map((responseId) => ({
      response_id: responseId,
      competency_id: solving.id,
      score: 4,
      note: '',
    }));
    expect((await putRatings(reviewer, review.invitationId, ratings)).status).toBe(200);
    expect((await submitRatings(reviewer, review.invitationId)).status).toBeLessThan(300);
    const response = await callApi(`/reviews/${review.invitationId}`, { token: reviewer.accessToken });
    const body = (await response.json()) as {
      invitation: { anonymous: boolean; first_name: string; last_name: string; email: string };
      responses: { id: string; recording: { sources: { url: string; type: string }[] } | null }[];
    };
    expect(body.invitation).toMatchObject({
      anonymous: false,
      first_name: identity[0],
      last_name: identity[1],
      email: identity[2],
    });
    const video = body.responses.find((r) => r.id === review.responses.video);
    expect(video?.recording?.sources.map((s) => s.type)).toContain('video/webm');
    expect(JSON.stringify(body)).toContain(`${review.recordings.video}/seekable`);
    // The RECRUITER has still not submitted: still blind for them.
    expectBlind(await bodyOf(recruiter, `/reviews/${review.invitationId}`), 'the recruiter');
  });

  it('has Storage sign every object of the answers for the REVIEWER, and still only the speech track for the RECRUITER', async () => {
    expect(await signable(reviewer)).toEqual(storedObjects);
    expect(await signable(recruiter)).toEqual([storedObjects[0]]);
  });
});
