// Recordings the media worker refuses before it spends time or money on them (issue #33 items 5
// and 7), through the real take flow and the test stack's real worker: a small 60 s 3840x2160
// Matroska (minutes of ffmpeg) is FAILED in seconds and an ordinary answer saved after it is
// READY at once; an answer longer than its question's limit plus the grace is FAILED before any
// provider is called (its analysis fails with the reason, nothing is sent to the OpenAI-protocol
// server), while the same recording under a DOUBLE time accommodation is processed; a video resume
// longer than 5 minutes is FAILED. The lengths are MediaRecorder's: live WebM with no duration.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoResumeViewSchema } from '#contract/video-resumes';
import { ffmpeg, inTempDir, liveWebm } from '../support/generated-media.ts';
import {
  config,
  expectJson,
  openDatabase,
  seedInterview,
  seedInvitation,
  uploadResponseMedia,
  type Database,
} from '../support/interview-fixtures.ts';
import { recordedRequests } from '../support/openai-server.ts';
import { renditionObjects, settledRecording } from '../support/recording-fixtures.ts';
import { completeTake, submitAnswer, tokenOf } from '../support/take-fixtures.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { createResume, uploadResumeVideo } from '../support/video-resume-fixtures.ts';

/** Far less than the minutes ffmpeg spent on such a file, more than a busy worker needs to refuse it. */
const REFUSED_WITHIN_MS = 30_000;

let sql: Database;
let recruiter: TestUser;

beforeAll(async () => {
  sql = openDatabase();
  recruiter = await createTestUser(config, { role: 'RECRUITER' });
});

afterAll(async () => {
  await sql.end();
});

/** An interview of one `format` question with a `seconds` time limit. */
async function oneQuestionInterview(format: 'VIDEO' | 'AUDIO', seconds: number) {
  const seeded = await seedInterview(sql, recruiter, { questions: 1 });
  const questionId = seeded.questionIds[0] ?? '';
  await sql`
    update public.questions set response_format = ${format}, time_limit_seconds = ${seconds}
    where id = ${questionId}`;
  return { id: seeded.id, title: seeded.title, questionId };
}

/** A candidate's started invitation to `interviewId` whose answer is `bytes`; the answer's id. */
async function savedAnswer(
  interview: { id: string; questionId: string },
  bytes: Uint8Array,
  accommodation: 'STANDARD' | 'DOUBLE' = 'STANDARD',
) {
  const candidate = await createTestUser(config);
  const invitationId = await seedInvitation(sql, interview.id, 'STARTED', candidate);
  await sql`update public.invitations set time_accommodation = ${accommodation} where id = ${invitationId}`;
  const token = await tokenOf(sql, invitationId);
  const path = `${invitationId}/${interview.questionId}/1.webm`;
  await uploadResponseMedia(candidate, path, bytes);
  await expectJson(
    await submitAnswer(candidate, token, { question_id: interview.questionId, response_content_url: path }),
    200,
  );
  const [answer] = await sql<{ id: string }[]>`
    select id from public.responses where invitation_id = ${invitationId}`;
  return { responseId: answer?.id ?? '', complete: () => completeTake(candidate, token) };
}

/** A 60 s Matroska at 3840x2160 with a frame every 5 s and almost no bitrate: about 16 KB. */
function smallUltraHdMatroska(): Promise<Uint8Array> {
  return inTempDir(async (dir) => {
    const file = join(dir, 'uhd.mkv');
    await ffmpeg([
      ...['-f', 'lavfi', '-i', 'color=c=gray:size=3840x2160:rate=1/5', '-t', '60'],
      ...['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '8k', '-f', 'matroska', file],
    ]);
    return new Uint8Array(await readFile(file));
  });
}

describe('the media worker', () => {
  it(
    'refuses a small 3840x2160 file in seconds, once, and takes the answer saved after it at once',
    { timeout: 120_000 },
    async () => {
      const interview = await oneQuestionInterview('VIDEO', 120);
      const costly = await savedAnswer(interview, await smallUltraHdMatroska());
      const ordinary = await savedAnswer(interview, await liveWebm({ seconds: 2 }));

      const refused = await settledRecording(
        sql,
        { responseId: costly.responseId },
        { timeoutMs: REFUSED_WITHIN_MS },
      );
      expect(refused).toMatchObject({
        status: 'FAILED',
        error: "The recording's picture is 3840x2160, larger than the 1920x1080 a browser records",
      });
      expect(await renditionObjects(sql, refused.id)).toEqual([]);
      const [jobs] = await sql<{ count: number }[]>`
      select count(*)::int as count from graphile_worker.jobs where key = ${`recording:${refused.id}`}`;
      expect(jobs?.count).toBe(0);

      const next = await settledRecording(
        sql,
        { responseId: ordinary.responseId },
        { timeoutMs: REFUSED_WITHIN_MS },
      );
      expect(next.status).toBe('READY');
    },
  );

  it(
    'refuses an answer longer than its time limit plus 10 s before any provider is called',
    { timeout: 120_000 },
    async () => {
      const interview = await oneQuestionInterview('AUDIO', 30);
      const minute = await liveWebm({ seconds: 60, video: false });
      const tooLong = await savedAnswer(interview, minute);
      const accommodated = await savedAnswer(interview, minute, 'DOUBLE');

      const reason = 'The recording is longer than the 0:30 this question allows';
      const refused = await settledRecording(sql, { responseId: tooLong.responseId });
      expect(refused).toMatchObject({ status: 'FAILED', error: reason, speech_path: null });
      expect(await renditionObjects(sql, refused.id)).toEqual([]);

      await expectJson(await tooLong.complete(), 200);
      await expect
        .poll(
          async () =>
            (
              await sql<{ status: string | null; error: string | null }[]>`
              select analysis_status::text as status, analysis_error as error
              from public.responses where id = ${tooLong.responseId}`
            )[0],
          { timeout: 60_000, interval: 250 },
        )
        .toEqual({ status: 'FAILED', error: `The recording could not be processed: ${reason}` });
      expect(await recordedRequests((request) => request.text?.includes(interview.title) ?? false)).toEqual(
        [],
      );

      // Twice the time: a minute is within it.
      const processed = await settledRecording(sql, { responseId: accommodated.responseId });
      expect(processed).toMatchObject({ status: 'READY', error: null });
      expect(Math.abs((processed.duration_seconds ?? 0) - 60)).toBeLessThanOrEqual(1);
    },
  );

  it('refuses a video resume longer than 15 minutes', async () => {
    const owner = await createTestUser(config);
    const videoPath = await uploadResumeVideo(owner, await liveWebm({ seconds: 930, video: false }));
    const created = videoResumeViewSchema.parse(
      await expectJson(await createResume(owner, { title: 'At length', video_path: videoPath }), 201),
    );
    expect(await settledRecording(sql, { videoResumeId: created.id })).toMatchObject({
      status: 'FAILED',
      error: 'The recording is longer than the 15:00 a video resume may last',
    });
  });
});
