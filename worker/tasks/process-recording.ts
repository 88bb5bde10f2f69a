// process_recording {recording_id}: makes a saved recording ready to review (docs/architecture.md
// §3 jobs): downloads the original with the secret key, makes its renditions with ffmpeg, stores
// them in the renditions bucket under <id>/ and marks the row READY with the real duration.
// At least once and idempotent: a second run of the same job (a worker killed mid-job) writes the
// same objects under the same names, or finds the row READY and stops. A recording ffmpeg cannot
// read, or one refused before ffmpeg encodes it (worker/media/admission.ts: not a browser's
// recording, or longer than its question allows), is FAILED at once with a plain reason and never
// retried; anything else throws, so graphile-worker retries it with backoff, and the last attempt
// records FAILED too.
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JobHelpers, Task } from 'graphile-worker';
import { z } from 'zod';
import type { WorkerContext } from '../context.ts';
import { durationLimitOf, RefusedRecordingError } from '../media/admission.ts';
import { makeRenditions, type MadeRenditions } from '../media/make-renditions.ts';
import { MediaToolError, threadsPerJob } from '../media/media-tools.ts';
import {
  findRecording,
  markFailed,
  markProcessing,
  markReady,
  withRecordingLock,
  type RecordingRow,
} from '../media/recording-rows.ts';
import { UnreadableRecordingError } from '../media/rendition-plan.ts';
import { StorageError } from '../storage-api.ts';
import { RENDITIONS_BUCKET_ID } from '#contract/recordings';

export const recordingPayloadSchema = z.object({ recording_id: z.guid() });

const recordingFailures = {
  unreadable: 'The recording could not be read; it may be damaged or empty',
  missing: 'The recording is missing from storage; the candidate may need to record the answer again',
} as const;

/** The reason recorded after the last attempt failed for a reason that might have passed. */
function exhaustedReason(error: unknown, attempts: number): string {
  const cause =
    error instanceof StorageError
      ? 'storage could not be reached'
      : error instanceof MediaToolError
        ? 'processing was interrupted'
        : 'an unexpected error occurred';
  return `The recording could not be processed after ${attempts} attempts: ${cause}`;
}

/** Storage's answer for an object it does not hold (404, or 400 from older Storage versions). */
function isMissing(error: unknown): boolean {
  return error instanceof StorageError && (error.status === 404 || error.status === 400);
}

type Outcome = 'ready' | 'superseded' | 'deleted';

/** Uploads and marks READY under the recording's lock, if the row still names this source. */
async function store(ctx: WorkerContext, row: RecordingRow, made: MadeRenditions): Promise<Outcome> {
  return withRecordingLock(ctx.sql, row.id, async (tx) => {
    const current = await findRecording(tx, row.id);
    if (!current) return 'deleted';
    if (current.source_path !== row.source_path) return 'superseded';
    for (const file of made.files) {
      await ctx.storage.upload(RENDITIONS_BUCKET_ID, `${row.id}/${file.name}`, file.file, file.contentType);
    }
    const ready = await markReady(tx, row, {
      durationSeconds: made.durationSeconds,
      hasVideo: made.hasVideo,
      seekablePath: made.seekable && `${row.id}/${made.seekable}`,
      playbackPath: `${row.id}/${made.playback}`,
      posterPath: made.poster && `${row.id}/${made.poster}`,
      speechPath: made.speech && `${row.id}/${made.speech}`,
    });
    if (ready) return 'ready';
    if (await findRecording(tx, row.id)) return 'superseded';
    // Deleted while uploading: what was just stored belongs to nothing.
    await ctx.storage.remove(
      RENDITIONS_BUCKET_ID,
      made.files.map((file) => `${row.id}/${file.name}`),
    );
    return 'deleted';
  });
}

async function processSource(ctx: WorkerContext, row: RecordingRow, helpers: JobHelpers): Promise<void> {
  const dir = await mkdtemp(join(ctx.env.WORKER_TMP_DIR ?? tmpdir(), 'recording-'));
  try {
    const source = join(dir, 'source');
    try {
      await ctx.storage.download(row.source_bucket, row.source_path, source);
    } catch (error) {
      if (!isMissing(error)) throw error;
      // A take replaced meanwhile is removed from Storage; its row is the newer job's now.
      const current = await findRecording(ctx.sql, row.id);
      if (current?.source_path !== row.source_path) return;
      await markFailed(ctx.sql, row, recordingFailures.missing);
      return;
    }
    // availableParallelism counts the cores the process may use: a pinned replica's own.
    const threads = threadsPerJob(availableParallelism(), ctx.env.WORKER_MEDIA_CONCURRENCY);
    const made = await makeRenditions(source, dir, durationLimitOf(row), threads);
    const outcome = await store(ctx, row, made);
    helpers.logger.info(
      `Recording ${row.id}: ${outcome}` +
        (outcome === 'ready' ? ` (${made.durationSeconds ?? '?'} s, ${made.files.length} files)` : ''),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function processRecording(ctx: WorkerContext): Task {
  return async (payload, helpers) => {
    const parsed = recordingPayloadSchema.safeParse(payload);
    if (!parsed.success) {
      helpers.logger.error(`Skipped: the payload names no recording: ${JSON.stringify(payload)}`);
      return;
    }
    const row = await findRecording(ctx.sql, parsed.data.recording_id);
    if (!row || !(await markProcessing(ctx.sql, row))) return;
    try {
      await processSource(ctx, row, helpers);
    } catch (error) {
      if (error instanceof RefusedRecordingError) {
        helpers.logger.warn(`Recording ${row.id} is refused: ${error.message}`);
        await markFailed(ctx.sql, row, error.message);
        return;
      }
      if (error instanceof UnreadableRecordingError) {
        helpers.logger.warn(`Recording ${row.id} cannot be read: ${error.message}`);
        await markFailed(ctx.sql, row, recordingFailures.unreadable);
        return;
      }
      if (helpers.job.attempts >= helpers.job.max_attempts) {
        await markFailed(ctx.sql, row, exhaustedReason(error, helpers.job.attempts));
      }
      throw error;
    }
  };
}
