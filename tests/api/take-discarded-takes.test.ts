// Discarded takes (issue #14, item 14): a retake replaces the answer (docs/product.md §4), so the takes it
// replaced leave the responses bucket, at the latest when the interview completes; the recruiter
// reads only the submitted take. Listed as postgres after three attempts and a completion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submittedResponseSchema } from '#contract/take';
import { createTestUser, type TestUser } from '../support/users.ts';
import {
  config,
  expectJson,
  openDatabase,
  seedInvitation,
  storedObjectsOf,
  uploadResponseMedia,
  type Database,
} from '../support/interview-fixtures.ts';
import { getReview } from '../support/review-fixtures.ts';
import {
  completeTake,
  recordingBytes,
  seedTakingInterview,
  submitAnswer,
  tokenOf,
  type TakingInterview,
} from '../support/take-fixtures.ts';

let sql: Database;
let recruiter: TestUser;
let interview: TakingInterview;

beforeAll(async () => {
  sql = openDatabase();
  recruiter = await createTestUser(config, { role: 'RECRUITER' });
  interview = await seedTakingInterview(sql, recruiter);
});

afterAll(async () => {
  await sql.end();
});

async function startedTaking() {
  const candidate = await createTestUser(config);
  const id = await seedInvitation(sql, interview.id, 'STARTED', candidate);
  return { candidate, id, token: await tokenOf(sql, id) };
}

/** Uploads take `take` of `questionId` as the candidate; its object name. */
async function uploadTake(candidate: TestUser, invitationId: string, questionId: string, take: number) {
  const name = `${invitationId}/${questionId}/${take}.webm`;
  await uploadResponseMedia(candidate, name, recordingBytes());
  return name;
}

/** Whether `user` can download `name` from the responses bucket. */
async function canRead(user: TestUser, name: string): Promise<boolean> {
  const response = await fetch(`${config.supabaseUrl}/storage/v1/object/authenticated/responses/${name}`, {
    headers: { apikey: config.publishableKey, authorization: `Bearer ${user.accessToken}` },
  });
  await response.body?.cancel();
  return response.ok;
}

describe('takes in the responses bucket', () => {
  it('after three attempts and a completion hold only the submitted takes', async () => {
    const { candidate, id, token } = await startedTaking();
    const submit = async (questionId: string, path: string) =>
      submittedResponseSchema.parse(
        await expectJson(
          await submitAnswer(candidate, token, { question_id: questionId, response_content_url: path }),
          200,
        ),
      ).attempts;

    const first = await uploadTake(candidate, id, interview.video, 1);
    expect(await submit(interview.video, first)).toBe(1);
    const second = await uploadTake(candidate, id, interview.video, 2);
    expect(await submit(interview.video, second)).toBe(2);
    expect(await storedObjectsOf(sql, id)).toEqual([second]);
    const third = await uploadTake(candidate, id, interview.video, 3);
    expect(await submit(interview.video, third)).toBe(3);
    expect(await storedObjectsOf(sql, id)).toEqual([third]);

    // The audio answer keeps take 1; take 2 was recorded and stored but never submitted.
    const audio = await uploadTake(candidate, id, interview.audio, 1);
    expect(await submit(interview.audio, audio)).toBe(1);
    const unsubmitted = await uploadTake(candidate, id, interview.audio, 2);
    expect(await canRead(recruiter, unsubmitted)).toBe(false);
    expect(await canRead(recruiter, audio)).toBe(true);
    await expectJson(
      await submitAnswer(candidate, token, { question_id: interview.text, response_text: 'In words.' }),
      200,
    );

    await expectJson(await completeTake(candidate, token), 200);
    expect(await storedObjectsOf(sql, id)).toEqual([audio, third].sort());

    const review = (await expectJson(await getReview(recruiter, id), 200)) as {
      responses: { media_path: string | null; media_url: string | null }[];
    };
    const media = review.responses.flatMap((r) => (r.media_path ? [[r.media_path, r.media_url]] : []));
    expect(media).toHaveLength(2);
    for (const [path, url] of media) {
      expect([third, audio]).toContain(path);
      expect(url).toContain(path);
    }
  });

  it('removed before completing even when a retake left one behind; completing again changes nothing', async () => {
    const { candidate, id, token } = await startedTaking();
    for (const questionId of [interview.video, interview.audio]) {
      const take = await uploadTake(candidate, id, questionId, 1);
      await expectJson(
        await submitAnswer(candidate, token, { question_id: questionId, response_content_url: take }),
        200,
      );
    }
    await expectJson(
      await submitAnswer(candidate, token, { question_id: interview.text, response_text: 'Hi' }),
      200,
    );
    // Takes 2 and 3 of the video question, never submitted (a reload, a closed tab).
    await uploadTake(candidate, id, interview.video, 2);
    await uploadTake(candidate, id, interview.video, 3);

    await expectJson(await completeTake(candidate, token), 200);
    await expectJson(await completeTake(candidate, token), 200);
    expect(await storedObjectsOf(sql, id)).toEqual(
      [`${id}/${interview.audio}/1.webm`, `${id}/${interview.video}/1.webm`].sort(),
    );
  });
});
