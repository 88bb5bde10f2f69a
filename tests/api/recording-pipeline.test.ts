// The media pipeline (issue #16 item 2), through the real take flow and the real worker of the
// test stack: a saved answer's MediaRecorder-like WebM (no duration, no cues) becomes READY by
// itself with a seekable WebM, a faststart H.264/AAC MP4, a poster and a mono speech track; a
// damaged upload ends FAILED with a plain reason; a retake is processed again; deleting the
// invitation removes the renditions; a video resume gets its recording ready too.
import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewDetailSchema } from '#contract/reviews';
import { videoResumeSummaryListSchema, videoResumeViewSchema } from '#contract/video-resumes';
import { callApi } from '../support/api.ts';
import { damagedWebm, ffprobe, inTempDir, liveWebm } from '../support/generated-media.ts';
import {
  config,
  expectJson,
  openDatabase,
  seedInvitation,
  uploadResponseMedia,
  type Database,
} from '../support/interview-fixtures.ts';
import {
  downloadRendition,
  eventually,
  isJpeg,
  mp4TopLevelBoxes,
  recordingOf,
  renditionObjects,
  settledRecording,
  webmHasCues,
} from '../support/recording-fixtures.ts';
import { getReview } from '../support/review-fixtures.ts';
import {
  completeTake,
  seedTakingInterview,
  submitAnswer,
  tokenOf,
  type TakingInterview,
} from '../support/take-fixtures.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { createResume, getOwnResume, uploadResumeVideo } from '../support/video-resume-fixtures.ts';
import { deleteInvitation } from './invitation-fixtures.ts';

const UNREADABLE = 'The recording could not be read; it may be damaged or empty';

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

/** A candidate who has started a new invitation to the interview, and its token. */
async function startedTaking() {
  const candidate = await createTestUser(config);
  const invitationId = await seedInvitation(sql, interview.id, 'STARTED', candidate);
  return { candidate, invitationId, token: await tokenOf(sql, invitationId) };
}

/** Uploads take `take` of a question as the candidate and saves it as the answer; the answer's id. */
async function saveTake(
  taking: Awaited<ReturnType<typeof startedTaking>>,
  questionId: string,
  take: number,
  bytes: Uint8Array,
): Promise<{ responseId: string; path: string }> {
  const path = `${taking.invitationId}/${questionId}/${take}.webm`;
  await uploadResponseMedia(taking.candidate, path, bytes);
  await expectJson(
    await submitAnswer(taking.candidate, taking.token, {
      question_id: questionId,
      response_content_url: path,
    }),
    200,
  );
  const [row] = await sql<{ id: string }[]>`
    select id from public.responses where invitation_id = ${taking.invitationId} and question_id = ${questionId}`;
  if (!row) throw new Error('The answer was not saved');
  return { responseId: row.id, path };
}

/** Answers the TEXT and AUDIO questions too, then completes the interview as the candidate. */
async function answerTheRestAndComplete(taking: Awaited<ReturnType<typeof startedTaking>>) {
  await expectJson(
    await submitAnswer(taking.candidate, taking.token, {
      question_id: interview.text,
      response_text: 'In words.',
    }),
    200,
  );
  await saveTake(taking, interview.audio, 1, await liveWebm({ seconds: 1, video: false }));
  await expectJson(await completeTake(taking.candidate, taking.token), 200);
}

describe('a recorded answer', () => {
  it('becomes READY by itself: seekable WebM with cues, faststart H.264/AAC MP4, mono speech, JPEG poster, real duration', async () => {
    const seconds = 4;
    const source = await liveWebm({ seconds });
    // As MediaRecorder's: ffprobe finds no duration in it.
    await inTempDir(async (dir) => {
      await writeFile(`${dir}/source.webm`, source);
      expect((await ffprobe(`${dir}/source.webm`)).format.duration).toBeUndefined();
    });
    const taking = await startedTaking();
    const { responseId } = await saveTake(taking, interview.video, 1, source);

    const recording = await settledRecording(sql, { responseId });
    expect(recording.error).toBeNull();
    expect(recording.status).toBe('READY');
    expect(recording.has_video).toBe(true);
    expect(Math.abs((recording.duration_seconds ?? 0) - seconds)).toBeLessThanOrEqual(0.5);
    expect(recording).toMatchObject({
      seekable_path: `${recording.id}/seekable.webm`,
      playback_path: `${recording.id}/playback.mp4`,
      poster_path: `${recording.id}/poster.jpg`,
      speech_path: `${recording.id}/speech.mp3`,
    });

    await inTempDir(async (dir) => {
      const seekable = await downloadRendition(`${recording.id}/seekable.webm`, dir);
      const seekableInfo = await ffprobe(seekable);
      expect(Math.abs(Number(seekableInfo.format.duration) - seconds)).toBeLessThanOrEqual(0.5);
      expect(webmHasCues(new Uint8Array(await readFile(seekable)))).toBe(true);
      expect(seekableInfo.streams.map((s) => s.codec_name).sort()).toEqual(['opus', 'vp8']);

      const playback = await downloadRendition(`${recording.id}/playback.mp4`, dir);
      const playbackInfo = await ffprobe(playback);
      expect(playbackInfo.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
      const boxes = mp4TopLevelBoxes(new Uint8Array(await readFile(playback)));
      expect(boxes.indexOf('moov')).toBeGreaterThanOrEqual(0);
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));

      const speech = await ffprobe(await downloadRendition(`${recording.id}/speech.mp3`, dir));
      expect(speech.streams).toMatchObject([{ codec_name: 'mp3', channels: 1, sample_rate: '16000' }]);

      const poster = await readFile(await downloadRendition(`${recording.id}/poster.jpg`, dir));
      expect(isJpeg(poster)).toBe(true);
    });

    // The owning recruiter's review lists both sources, WebM first, and the poster, signed.
    await answerTheRestAndComplete(taking);
    const review = reviewDetailSchema.parse(
      await expectJson(await getReview(recruiter, taking.invitationId), 200),
    );
    const answer = review.responses.find((r) => r.id === responseId);
    expect(answer?.recording).toMatchObject({ status: 'READY', error: null, has_video: true });
    expect(answer?.recording?.duration_seconds).toBeCloseTo(recording.duration_seconds ?? -1, 3);
    expect(answer?.recording?.sources.map((s) => s.type)).toEqual(['video/webm', 'video/mp4']);
    for (const url of [
      ...(answer?.recording?.sources.map((s) => s.url) ?? []),
      answer?.recording?.poster_url,
    ]) {
      const response = await fetch(url ?? 'about:blank', { headers: { range: 'bytes=0-1' } });
      await response.body?.cancel();
      expect(response.status, url ?? 'no url').toBe(206);
    }
  });

  it('of audio only becomes an M4A with a speech track and no poster', async () => {
    const taking = await startedTaking();
    const { responseId } = await saveTake(
      taking,
      interview.audio,
      1,
      await liveWebm({ seconds: 3, video: false }),
    );
    const recording = await settledRecording(sql, { responseId });
    expect(recording).toMatchObject({
      status: 'READY',
      has_video: false,
      seekable_path: `${recording.id}/seekable.webm`,
      playback_path: `${recording.id}/playback.m4a`,
      poster_path: null,
      speech_path: `${recording.id}/speech.mp3`,
    });
    expect(Math.abs((recording.duration_seconds ?? 0) - 3)).toBeLessThanOrEqual(0.5);
    await inTempDir(async (dir) => {
      const playback = await ffprobe(await downloadRendition(`${recording.id}/playback.m4a`, dir));
      expect(playback.streams.map((s) => s.codec_name)).toEqual(['aac']);
    });
  });

  it('that cannot be read ends FAILED with a plain reason, shown on the review, and nothing stored', async () => {
    const taking = await startedTaking();
    const { responseId } = await saveTake(taking, interview.video, 1, damagedWebm());
    const recording = await settledRecording(sql, { responseId });
    expect(recording).toMatchObject({ status: 'FAILED', error: UNREADABLE, duration_seconds: null });
    expect(await renditionObjects(sql, recording.id)).toEqual([]);
    // Failed for good: no job of it is waiting to run again.
    const [jobs] = await sql<{ count: number }[]>`
      select count(*)::int as count from graphile_worker.jobs where key = ${`recording:${recording.id}`}`;
    expect(jobs?.count).toBe(0);

    await answerTheRestAndComplete(taking);
    const review = reviewDetailSchema.parse(
      await expectJson(await getReview(recruiter, taking.invitationId), 200),
    );
    expect(review.responses.find((r) => r.id === responseId)?.recording).toMatchObject({
      status: 'FAILED',
      error: UNREADABLE,
      sources: [],
      poster_url: null,
    });
  });

  it('retaken is processed again from the new take', async () => {
    const taking = await startedTaking();
    const first = await saveTake(taking, interview.video, 1, await liveWebm({ seconds: 2 }));
    const done = await settledRecording(sql, { responseId: first.responseId });
    expect(done.status).toBe('READY');
    expect(Math.abs((done.duration_seconds ?? 0) - 2)).toBeLessThanOrEqual(0.5);

    const second = await saveTake(taking, interview.video, 2, await liveWebm({ seconds: 5 }));
    expect(second.responseId).toBe(first.responseId);
    // Queued again in the transaction that saved the take: the row names it, and a job is waiting.
    const queued = await recordingOf(sql, { responseId: second.responseId });
    expect(queued?.id).toBe(done.id);
    expect(queued?.source_path).toBe(second.path);

    const redone = await settledRecording(
      sql,
      { responseId: second.responseId },
      { sourcePath: second.path },
    );
    expect(redone.status).toBe('READY');
    expect(Math.abs((redone.duration_seconds ?? 0) - 5)).toBeLessThanOrEqual(0.5);
    await inTempDir(async (dir) => {
      const seekable = await ffprobe(await downloadRendition(`${redone.id}/seekable.webm`, dir));
      expect(Math.abs(Number(seekable.format.duration) - 5)).toBeLessThanOrEqual(0.5);
    });
  });

  it('goes with its invitation: deleting it removes the renditions', async () => {
    const taking = await startedTaking();
    const { responseId } = await saveTake(taking, interview.video, 1, await liveWebm({ seconds: 2 }));
    const recording = await settledRecording(sql, { responseId });
    expect(recording.status).toBe('READY');
    expect(await renditionObjects(sql, recording.id)).toHaveLength(4);

    await expectJson(await deleteInvitation(recruiter, taking.invitationId), 200);
    expect(await recordingOf(sql, { responseId })).toBeUndefined();
    await eventually(
      async () => (await renditionObjects(sql, recording.id)).length === 0,
      'renditions removed',
    );
  });
});

describe('a video resume', () => {
  it('gets its recording READY with the real duration, for its owner and for a visitor', async () => {
    const owner = await createTestUser(config);
    const videoPath = await uploadResumeVideo(owner, await liveWebm({ seconds: 3 }));
    const created = videoResumeViewSchema.parse(
      await expectJson(await createResume(owner, { title: 'Me', video_path: videoPath }), 201),
    );
    const recording = await settledRecording(sql, { videoResumeId: created.id });
    expect(recording.status).toBe('READY');
    expect(Math.abs((recording.duration_seconds ?? 0) - 3)).toBeLessThanOrEqual(0.5);

    const own = videoResumeViewSchema.parse(await expectJson(await getOwnResume(owner, created.id), 200));
    expect(own.recording).toMatchObject({ status: 'READY', has_video: true });
    expect(own.recording?.duration_seconds).toBeCloseTo(recording.duration_seconds ?? -1, 3);
    expect(own.recording?.sources.map((s) => s.type)).toEqual(['video/webm', 'video/mp4']);

    const list = videoResumeSummaryListSchema.parse(
      await expectJson(await callApi('/candidates/video-resumes', { token: owner.accessToken }), 200),
    );
    expect(list.find((r) => r.id === created.id)?.recording?.sources).toHaveLength(2);

    // A visitor (anonymous) of the active resume gets playable renditions, signed by the function.
    const visited = videoResumeViewSchema.parse(
      await expectJson(await callApi(`/public/video-resume/${created.public_url}`), 200),
    );
    expect(visited.is_owner).toBe(false);
    expect(visited.recording?.duration_seconds).toBeCloseTo(recording.duration_seconds ?? -1, 3);
    const webm = visited.recording?.sources[0]?.url ?? 'about:blank';
    const response = await fetch(webm, { headers: { range: 'bytes=0-3' } });
    expect(response.status).toBe(206);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]));
  });
});
