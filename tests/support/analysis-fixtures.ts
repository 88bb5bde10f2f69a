// Helpers of the transcription and analysis tests (worker task analyse_answer): a real speech track
// as the media worker makes it, a recording made READY (or FAILED) by hand so these tests do not
// depend on process_recording, completing an interview with or without its analysis queued, and
// waiting for the worker by polling the database.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { config, type Database } from './interview-fixtures.ts';

const run = promisify(execFile);

/**
 * A two-second mono 16 kHz MP3, as the media worker's speech.mp3. `tag` is written into its ID3
 * comment, so the bytes are unique to the test and carry the OpenAI test server's directives.
 */
export async function speechMp3(tag: string): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), 'speech-'));
  try {
    const file = join(dir, 'speech.mp3');
    await run('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=220:duration=2'],
      ...['-ac', '1', '-ar', '16000', '-c:a', 'libmp3lame', '-b:a', '32k'],
      ...['-metadata', `comment=${tag}`, file],
    ]);
    return new Uint8Array(await readFile(file));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Polls `read` until `done` holds for its value, which it answers; fails after `timeoutMs`. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 30_000, what = 'the expected state' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; last: ${JSON.stringify(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * Takes a recording's process_recording job out of the queue, so no media worker writes over the
 * state a test sets; a job already running is waited for.
 */
async function holdRecordingJob(sql: Database, recordingId: string): Promise<void> {
  const [removed] = await sql<{ id: string | null; locked_at: Date | null }[]>`
    select id, locked_at from graphile_worker.remove_job(${`recording:${recordingId}`})`;
  if (!removed?.id || !removed.locked_at) return;
  await eventually(
    // Done, or failed for good (remove_job spent its attempts): unlocked either way.
    () => sql`select 1 from graphile_worker.jobs where id = ${removed.id} and locked_at is not null`,
    (rows) => rows.length === 0,
    { what: `the running process_recording job of ${recordingId}` },
  );
}

async function recordingIdOf(sql: Database, responseId: string): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    select id from public.recording_media where response_id = ${responseId}`;
  if (!row) throw new Error(`Answer ${responseId} has no recording_media row`);
  return row.id;
}

/** The answer's recording processed: `speech` stored as its speech.mp3 in the renditions bucket. */
export async function makeRecordingReady(sql: Database, responseId: string, speech: Uint8Array) {
  const id = await recordingIdOf(sql, responseId);
  await holdRecordingJob(sql, id);
  const name = `${id}/speech.mp3`;
  const response = await fetch(`${config.supabaseUrl}/storage/v1/object/renditions/${name}`, {
    method: 'POST',
    headers: {
      apikey: config.secretKey,
      authorization: `Bearer ${config.secretKey}`,
      'content-type': 'audio/mpeg',
      'x-upsert': 'true',
    },
    body: speech,
  });
  if (!response.ok) throw new Error(`Storing ${name}: ${response.status} ${await response.text()}`);
  await sql`update public.recording_media
            set status = 'READY', error = null, speech_path = ${name}, duration_seconds = 2,
                has_video = false, processed_at = now()
            where id = ${id}`;
}

/** The answer's recording as the media worker leaves one it could not process. */
export async function makeRecordingFail(sql: Database, responseId: string, reason: string): Promise<void> {
  const id = await recordingIdOf(sql, responseId);
  await holdRecordingJob(sql, id);
  await sql`update public.recording_media set status = 'FAILED', error = ${reason} where id = ${id}`;
}

/**
 * A STARTED invitation moved to COMPLETED, as postgres. With `queueAnalysis` false the analysis
 * jobs its completion queues are taken back in the same transaction: the answers are as those of
 * an interview completed before analysis was queued, left for Generate Analysis.
 */
export async function completeInterview(
  sql: Database,
  invitationId: string,
  { queueAnalysis }: { queueAnalysis: boolean },
): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`update public.invitations set status = 'COMPLETED' where id = ${invitationId}`;
    if (queueAnalysis) return;
    await tx`select graphile_worker.remove_job('analysis:' || id)
             from public.responses where invitation_id = ${invitationId}`;
    await tx`update public.responses set analysis_status = null where invitation_id = ${invitationId}`;
  });
}

export interface AnalysisState {
  analysis_status: 'QUEUED' | 'PROCESSING' | 'READY' | 'FAILED' | null;
  analysis_error: string | null;
  transcription: string | null;
  transcript_segments: { start: number; end: number; text: string }[] | null;
  ai_insights: { score: number } & Record<string, unknown>;
  analyzed_at: Date | null;
}

export async function analysisOf(sql: Database, responseId: string): Promise<AnalysisState> {
  const [row] = await sql<AnalysisState[]>`
    select analysis_status, analysis_error, transcription, transcript_segments, ai_insights, analyzed_at
    from public.responses where id = ${responseId}`;
  if (!row) throw new Error(`No response ${responseId}`);
  return row;
}

/** Waits until the worker has finished with the answer: READY or FAILED. */
export function settledAnalysisOf(sql: Database, responseId: string, timeoutMs = 30_000) {
  return eventually(
    () => analysisOf(sql, responseId),
    (state) => state.analysis_status === 'READY' || state.analysis_status === 'FAILED',
    { timeoutMs, what: `the analysis of ${responseId}` },
  );
}

/** The waiting analyse_answer job of an answer, if any. */
export async function analysisJobOf(sql: Database, responseId: string) {
  const [job] = await sql<{ run_at: Date; attempts: number; locked_at: Date | null }[]>`
    select run_at, attempts, locked_at from graphile_worker.jobs where key = ${`analysis:${responseId}`}`;
  return job;
}
