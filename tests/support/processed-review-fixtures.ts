// Completed reviews in the states the worker leaves them (issue #16), for the review page's
// Chromium tests: a VIDEO answer whose recording is READY with real renditions made by ffmpeg and
// uploaded into the renditions bucket with the secret key, a timestamped transcript and an
// analysis; a TEXT answer whose analysis FAILED; an AUDIO answer still being processed. Seeded as
// postgres in one transaction, whose queued jobs are removed before it commits, so a running worker
// never changes the state a test set up.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import type { TranscriptSegment } from '../../supabase/functions/_shared/contract/recordings.ts';
import { config, seedInvitation, uploadResponseMedia, type Database } from './interview-fixtures.ts';
import { smallWebm } from './review-fixtures.ts';
import { seedTakingInterview } from './take-fixtures.ts';
import { createTestUser, type TestUser } from './users.ts';

const run = promisify(execFile);

export interface Renditions {
  seekable: Uint8Array;
  poster: Uint8Array;
  /** The seekable file's length in seconds, as ffprobe reads it. */
  duration: number;
}

let renditions: Promise<Renditions> | undefined;
/** A six-second seekable WebM (duration and cues, as ffmpeg writes a file) and a JPEG poster of it. */
export function sixSecondRenditions(): Promise<Renditions> {
  renditions ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'renditions-'));
    try {
      const seekable = join(dir, 'seekable.webm');
      const poster = join(dir, 'poster.jpg');
      const quiet = ['-hide_banner', '-loglevel', 'error', '-y'];
      await run('ffmpeg', [
        ...quiet,
        ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440'],
        ...['-t', '6', '-c:v', 'libvpx', '-b:v', '200k', '-c:a', 'libopus', seekable],
      ]);
      await run('ffmpeg', [...quiet, '-ss', '1', '-i', seekable, '-frames:v', '1', poster]);
      const probe = await run('ffprobe', [
        ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', seekable],
      ]);
      return {
        seekable: new Uint8Array(await readFile(seekable)),
        poster: new Uint8Array(await readFile(poster)),
        duration: Number(probe.stdout.trim()),
      };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  })();
  return renditions;
}

/** Uploads `bytes` as `renditions/<name>` with the secret key, as the worker does. */
async function uploadRendition(name: string, bytes: Uint8Array, contentType: string): Promise<void> {
  const response = await fetch(`${config.supabaseUrl}/storage/v1/object/renditions/${name}`, {
    method: 'POST',
    headers: {
      apikey: config.secretKey,
      authorization: `Bearer ${config.secretKey}`,
      'content-type': contentType,
    },
    body: bytes,
  });
  expect(response.status, await response.text()).toBe(200);
}

export const PROCESSED_TRANSCRIPT: TranscriptSegment[] = [
  { start: 0, end: 2.5, text: 'I led the launch of our checkout.' },
  { start: 4.2, end: 6, text: 'We measured every step before we shipped.' },
];

export const ANALYSIS_FAILURE = 'The AI provider answered 500 Internal Server Error';

export interface ProcessedReview {
  recruiter: TestUser;
  candidate: TestUser;
  invitationId: string;
  responses: { text: string; video: string; audio: string };
  questions: { text: string; video: string; audio: string };
  renditions: Renditions;
}

/**
 * A completed interview of a new recruiter: the VIDEO answer READY (the renditions, the transcript,
 * an analysis), the TEXT answer's analysis FAILED, the AUDIO answer's recording PROCESSING. The
 * uploaded originals are two-second recordings, so a player that plays them instead of the
 * six-second renditions shows.
 */
export async function seedProcessedReview(sql: Database): Promise<ProcessedReview> {
  const [recruiter, candidate] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config),
  ]);
  const interview = await seedTakingInterview(sql, recruiter);
  const invitationId = await seedInvitation(sql, interview.id, 'STARTED', candidate);
  const original = {
    video: `${invitationId}/${interview.video}/1.webm`,
    audio: `${invitationId}/${interview.audio}/1.webm`,
  };
  await uploadResponseMedia(candidate, original.video, await smallWebm());
  await uploadResponseMedia(candidate, original.audio, await smallWebm());
  const made = await sixSecondRenditions();

  const { responses, videoMediaId } = await sql.begin(async (tx) => {
    const insert = async (questionId: string, text: string | null, path: string | null) => {
      const [row] = await tx<{ id: string }[]>`
        insert into public.responses (invitation_id, question_id, candidate_id, response_text, media_path)
        values (${invitationId}, ${questionId}, ${candidate.id}, ${text}, ${path})
        returning id`;
      if (!row) throw new Error('A response insert returned no row');
      return row.id;
    };
    const ids = {
      text: await insert(interview.text, 'I would profile first, then split the bundle per route.', null),
      video: await insert(interview.video, null, original.video),
      audio: await insert(interview.audio, null, original.audio),
    };
    await tx`update public.invitations set status = 'COMPLETED' where id = ${invitationId}`;
    const [media] = await tx<{ id: string }[]>`
      select id from public.recording_media where response_id = ${ids.video}`;
    if (!media) throw new Error('The recording_media trigger wrote no row');
    await tx`
      update public.recording_media
      set status = 'READY', duration_seconds = ${made.duration}, has_video = true,
          seekable_path = ${`${media.id}/seekable.webm`}, poster_path = ${`${media.id}/poster.jpg`},
          processed_at = now()
      where id = ${media.id}`;
    await tx`update public.recording_media set status = 'PROCESSING' where response_id = ${ids.audio}`;
    await tx`
      update public.responses
      set transcription = ${PROCESSED_TRANSCRIPT.map((s) => s.text).join(' ')},
          transcript_segments = ${tx.json(PROCESSED_TRANSCRIPT)},
          ai_insights = ${tx.json({
            score: 84,
            summary: 'A clear account of the checkout launch.',
            strengths: ['Ownership'],
            concerns: [],
            communication_quality: 'Clear and structured',
            recommendations: ['Advance to the next round'],
            talking_points: [],
          })},
          analyzed_at = now(), analysis_status = 'READY', analysis_error = null
      where id = ${ids.video}`;
    await tx`
      update public.responses set analysis_status = 'FAILED', analysis_error = ${ANALYSIS_FAILURE}
      where id = ${ids.text}`;
    const keys = [`recording:${media.id}`, ...Object.values(ids).map((id) => `analysis:${id}`)];
    const [audioMedia] = await tx<{ id: string }[]>`
      select id from public.recording_media where response_id = ${ids.audio}`;
    if (audioMedia) keys.push(`recording:${audioMedia.id}`);
    await tx`select graphile_worker.remove_job(key) from graphile_worker.jobs where key = any(${keys})`;
    return { responses: ids, videoMediaId: media.id };
  });

  await uploadRendition(`${videoMediaId}/seekable.webm`, made.seekable, 'video/webm');
  await uploadRendition(`${videoMediaId}/poster.jpg`, made.poster, 'image/jpeg');
  return {
    recruiter,
    candidate,
    invitationId,
    responses,
    questions: { text: interview.text, video: interview.video, audio: interview.audio },
    renditions: made,
  };
}

/** The answer's analysis state and the queued job of its analysis, if any. */
export async function analysisQueueOf(sql: Database, responseId: string) {
  const [row] = await sql<{ analysis_status: string | null; job_task: string | null }[]>`
    select r.analysis_status,
           (select j.task_identifier from graphile_worker.jobs j where j.key = ${`analysis:${responseId}`}) as job_task
    from public.responses r where r.id = ${responseId}`;
  if (!row) throw new Error(`No response ${responseId}`);
  return row;
}
