// The recording_media row as the media worker reads and settles it, as postgres. Every write is
// conditional on the row still naming the source the job processed: a new take or resume video
// replaces the source and queues the row again, and the job of the newer source owns it then.
import type postgres from 'postgres';
import type { RecordingOwner } from './admission.ts';

/**
 * A recording with what its length is judged by: an answer's question and accommodation (null for
 * a resume and a prompt), or that it is a recruiter's prompt.
 */
export interface RecordingRow extends RecordingOwner {
  id: string;
  source_bucket: string;
  source_path: string;
  status: 'QUEUED' | 'PROCESSING' | 'READY' | 'FAILED';
}

export interface Renditions {
  durationSeconds: number | null;
  hasVideo: boolean;
  seekablePath: string | null;
  playbackPath: string;
  posterPath: string | null;
  speechPath: string | null;
}

type Sql = postgres.Sql | postgres.TransactionSql;

export async function findRecording(sql: Sql, id: string): Promise<RecordingRow | undefined> {
  const [row] = await sql<RecordingRow[]>`
    select m.id, m.source_bucket, m.source_path, m.status, q.time_limit_seconds, i.time_accommodation,
           m.prompt_video_id is not null as is_prompt
    from public.recording_media m
    left join public.responses r on r.id = m.response_id
    left join public.questions q on q.id = r.question_id
    left join public.invitations i on i.id = r.invitation_id
    where m.id = ${id}`;
  return row;
}

/** PROCESSING, unless the source has changed or it is already READY; whether it was marked. */
export async function markProcessing(sql: Sql, row: RecordingRow): Promise<boolean> {
  const marked = await sql`
    update public.recording_media set status = 'PROCESSING', error = null
    where id = ${row.id} and source_path = ${row.source_path} and status <> 'READY'`;
  return marked.count === 1;
}

/** READY with what was made; false when the row is gone or names another source now. */
export async function markReady(sql: Sql, row: RecordingRow, made: Renditions): Promise<boolean> {
  const updated = await sql`
    update public.recording_media
    set status = 'READY', error = null, duration_seconds = ${made.durationSeconds},
        has_video = ${made.hasVideo}, seekable_path = ${made.seekablePath},
        playback_path = ${made.playbackPath}, poster_path = ${made.posterPath},
        speech_path = ${made.speechPath}, processed_at = now()
    where id = ${row.id} and source_path = ${row.source_path}`;
  return updated.count === 1;
}

/** FAILED with a reason a recruiter can read, if the row still names this source. */
export async function markFailed(sql: Sql, row: RecordingRow, reason: string): Promise<void> {
  await sql`
    update public.recording_media
    set status = 'FAILED', error = ${reason.slice(0, 2000)}, processed_at = now()
    where id = ${row.id} and source_path = ${row.source_path}`;
}

/**
 * Runs `work` holding the recording's advisory lock, in a transaction that touches no row: two
 * jobs of one recording (a take replaced while its job runs) never upload over each other, and
 * the lock does not hold up the request that saves a new take.
 */
export function withRecordingLock<T>(
  sql: postgres.Sql,
  id: string,
  work: (tx: postgres.TransactionSql) => Promise<T>,
): Promise<T> {
  return sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtextextended(${`recording:${id}`}, 0))`;
    return work(tx);
  }) as Promise<T>;
}
