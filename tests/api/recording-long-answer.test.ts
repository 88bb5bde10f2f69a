// A 10-minute answer through the pipeline (issue #16, Done when): a WebM of a real 10-minute
// answer's size (~75 MB, no duration, as MediaRecorder writes it) saved through the take flow
// becomes READY with its real length, and once the interview is completed it is transcribed through
// the local OpenAI-protocol server, which receives the speech track: far under the 25 MB the
// transcription endpoint accepts. Slow: the worker encodes 10 minutes.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ffprobe, inTempDir, longLiveWebm } from '../support/generated-media.ts';
import {
  config,
  expectJson,
  openDatabase,
  seedInterview,
  seedInvitation,
  uploadResponseMedia,
  type Database,
} from '../support/interview-fixtures.ts';
import { downloadRendition, settledRecording } from '../support/recording-fixtures.ts';
import { completeTake, submitAnswer, tokenOf } from '../support/take-fixtures.ts';
import { recordedRequests } from '../support/openai-server.ts';
import { createTestUser } from '../support/users.ts';

/** OpenAI's transcription endpoint refuses larger files. */
const TRANSCRIPTION_LIMIT_BYTES = 25 * 1024 * 1024;

let sql: Database;

beforeAll(() => {
  sql = openDatabase();
});

afterAll(async () => {
  await sql.end();
});

it(
  'a 10-minute answer is READY at 600 s with a speech track under 25 MB',
  { timeout: 15 * 60_000 },
  async () => {
    const recruiter = await createTestUser(config, { role: 'RECRUITER' });
    const candidate = await createTestUser(config);
    const seeded = await seedInterview(sql, recruiter, { questions: 1 });
    const interview = { id: seeded.id, video: seeded.questionIds[0] ?? '' };
    await sql`update public.questions set time_limit_seconds = 600 where id = ${interview.video}`;
    const invitationId = await seedInvitation(sql, interview.id, 'STARTED', candidate);
    const path = `${invitationId}/${interview.video}/1.webm`;

    await inTempDir(async (dir) => {
      const source = await longLiveWebm(dir, 10);
      expect((await stat(source)).size).toBeGreaterThan(70 * 1024 * 1024);
      expect((await ffprobe(source)).format.duration).toBeUndefined();
      await uploadResponseMedia(candidate, path, new Uint8Array(await readFile(source)));
    });
    const token = await tokenOf(sql, invitationId);
    await expectJson(
      await submitAnswer(candidate, token, { question_id: interview.video, response_content_url: path }),
      200,
    );
    const [answer] = await sql<{ id: string }[]>`
    select id from public.responses where invitation_id = ${invitationId} and question_id = ${interview.video}`;

    const recording = await settledRecording(
      sql,
      { responseId: answer?.id ?? '' },
      { timeoutMs: 14 * 60_000 },
    );
    expect(recording.error).toBeNull();
    expect(recording.status).toBe('READY');
    expect(Math.abs((recording.duration_seconds ?? 0) - 600)).toBeLessThanOrEqual(1);
    let speechBytes = new Uint8Array();
    await inTempDir(async (dir) => {
      const speech = await downloadRendition(recording.speech_path ?? '', dir);
      expect((await stat(speech)).size).toBeLessThan(TRANSCRIPTION_LIMIT_BYTES);
      const info = await ffprobe(speech);
      expect(info.streams).toMatchObject([{ codec_name: 'mp3', channels: 1 }]);
      expect(Math.abs(Number(info.format.duration) - 600)).toBeLessThanOrEqual(1);
      speechBytes = await readFile(speech);
    });

    // Completed: the worker transcribes the answer from its speech track, under the endpoint's limit.
    await expectJson(await completeTake(candidate, token), 200);
    const sha256 = createHash('sha256').update(speechBytes).digest('hex');
    await expect
      .poll(
        async () =>
          (
            await sql<{ status: string | null }[]>`
            select analysis_status::text as status from public.responses where id = ${answer?.id ?? ''}`
          )[0]?.status,
        { timeout: 120_000, interval: 500 },
      )
      .toBe('READY');
    const sent = await recordedRequests(
      (request) => request.endpoint === 'audio.transcriptions' && request.file?.sha256 === sha256,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.file?.size).toBe(speechBytes.length);
    expect(sent[0]?.file?.size).toBeLessThan(TRANSCRIPTION_LIMIT_BYTES);
  },
);
