// Completed reviews in the states the worker leaves them (issue #16), for the review page's
// Chromium tests: recordings READY with real renditions made by ffmpeg (uploaded into the renditions
// bucket with the secret key), timestamped transcripts, analyses, failures, work in progress.
// Seeded as postgres in one transaction, whose queued jobs are removed before it commits, so a
// running worker never changes the state a test set up.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TransactionSql } from 'postgres';
import { expect } from 'vitest';
import type { TranscriptSegment } from '#contract/recordings';
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
export async function uploadRendition(name: string, bytes: Uint8Array, contentType: string): Promise<void> {
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

type Transaction = TransactionSql;

interface SeededAnswers {
  recruiter: TestUser;
  candidate: TestUser;
  invitationId: string;
  responses: { text: string; video: string; audio: string };
  /** The uploaded recordings' names in the responses bucket. */
  media: { video: string; audio: string };
  /** The recording_media rows the triggers wrote for them. */
  recordings: { video: string; audio: string };
}

/**
 * A completed interview of a new recruiter with a TEXT, a VIDEO and an AUDIO answer (the recordings
 * two-second WebMs unless given), then `settle` puts the worker's state in place; the jobs the
 * triggers queued are removed in the same transaction, so no worker ever takes them.
 */
async function seedSettledAnswers(
  sql: Database,
  options: { videoBytes?: Uint8Array },
  settle: (tx: Transaction, seeded: Omit<SeededAnswers, 'recruiter' | 'candidate'>) => Promise<void>,
): Promise<SeededAnswers> {
  const [recruiter, candidate] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config),
  ]);
  const interview = await seedTakingInterview(sql, recruiter);
  const invitationId = await seedInvitation(sql, interview.id, 'STARTED', candidate);
  const media = {
    video: `${invitationId}/${interview.video}/1.webm`,
    audio: `${invitationId}/${interview.audio}/1.webm`,
  };
  await uploadResponseMedia(candidate, media.video, options.videoBytes ?? (await smallWebm()));
  await uploadResponseMedia(candidate, media.audio, await smallWebm());

  const seeded = await sql.begin(async (tx) => {
    const insert = async (questionId: string, text: string | null, path: string | null) => {
      const [row] = await tx<{ id: string }[]>`
        insert into public.responses (invitation_id, question_id, candidate_id, response_text, media_path)
        values (${invitationId}, ${questionId}, ${candidate.id}, ${text}, ${path})
        returning id`;
      if (!row) throw new Error('A response insert returned no row');
      return row.id;
    };
    const responses = {
      text: await insert(interview.text, 'I would profile first, then split the bundle per route.', null),
      video: await insert(interview.video, null, media.video),
      audio: await insert(interview.audio, null, media.audio),
    };
    await tx`update public.invitations set status = 'COMPLETED' where id = ${invitationId}`;
    const rows = await tx<{ id: string; response_id: string }[]>`
      select id, response_id from public.recording_media
      where response_id in ${tx([responses.video, responses.audio])}`;
    const recordingOf = (responseId: string) => {
      const row = rows.find((r) => r.response_id === responseId);
      if (!row) throw new Error('The recording_media trigger wrote no row');
      return row.id;
    };
    const recordings = { video: recordingOf(responses.video), audio: recordingOf(responses.audio) };
    const answers = { invitationId, responses, media, recordings };
    await settle(tx, answers);
    const keys = [
      ...Object.values(recordings).map((id) => `recording:${id}`),
      ...Object.values(responses).map((id) => `analysis:${id}`),
    ];
    await tx`select graphile_worker.remove_job(key) from graphile_worker.jobs where key = any(${keys})`;
    return answers;
  });
  return { recruiter, candidate, ...seeded };
}

export type ProcessedReview = SeededAnswers & { renditions: Renditions };

/**
 * The VIDEO answer READY (the renditions, the transcript, an analysis), the TEXT answer's analysis
 * FAILED, the AUDIO answer's recording PROCESSING. The uploaded originals are two-second
 * recordings, so a player that plays them instead of the six-second renditions shows.
 */
export async function seedProcessedReview(sql: Database): Promise<ProcessedReview> {
  const made = await sixSecondRenditions();
  const seeded = await seedSettledAnswers(sql, {}, async (tx, { responses, recordings }) => {
    await tx`
      update public.recording_media
      set status = 'READY', duration_seconds = ${made.duration}, has_video = true,
          seekable_path = ${`${recordings.video}/seekable.webm`},
          poster_path = ${`${recordings.video}/poster.jpg`}, processed_at = now()
      where id = ${recordings.video}`;
    await tx`update public.recording_media set status = 'PROCESSING' where id = ${recordings.audio}`;
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
      where id = ${responses.video}`;
    await tx`
      update public.responses set analysis_status = 'FAILED', analysis_error = ${ANALYSIS_FAILURE}
      where id = ${responses.text}`;
  });
  await uploadRendition(`${seeded.recordings.video}/seekable.webm`, made.seekable, 'video/webm');
  await uploadRendition(`${seeded.recordings.video}/poster.jpg`, made.poster, 'image/jpeg');
  return { ...seeded, renditions: made };
}

export const UNPROCESSABLE = 'The recording could not be read';

/**
 * A completed interview the worker could do nothing with: both recordings and every analysis
 * FAILED, so the page plays the originals and, with nothing in progress, never polls.
 */
export function seedUnprocessedReview(sql: Database, options: { videoBytes?: Uint8Array } = {}) {
  return seedSettledAnswers(sql, options, async (tx, { invitationId }) => {
    await tx`
      update public.recording_media set status = 'FAILED', error = ${UNPROCESSABLE}
      where response_id in (select id from public.responses where invitation_id = ${invitationId})`;
    await tx`
      update public.responses set analysis_status = 'FAILED', analysis_error = ${UNPROCESSABLE}
      where invitation_id = ${invitationId}`;
  });
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
