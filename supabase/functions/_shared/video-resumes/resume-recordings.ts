// Video resumes' recordings as the worker made them ready (seekable, with the real duration):
// read from recording_media and signed in one Storage request. The owner's own token signs their
// own (the renditions bucket's policy decides); a visitor of an active resume cannot read the row
// or the bucket, so for them the function, having decided the resume is public, reads and signs
// with the service role and the secret key, as it does the original recording (resume-video-url.ts).
import type { Recording } from '../contract/recordings.ts';
import type { Transaction } from '../db.ts';
import { HttpError } from '../http-error.ts';
import {
  RECORDING_COLUMNS_SQL,
  signRecordings,
  type RecordingColumns,
} from '../recordings/signed-recordings.ts';
import type { StorageCredentials } from '../storage.ts';

type ResumeRecordingRow = RecordingColumns & { video_resume_id: string };

const NOT_PROCESSED: RecordingColumns = {
  recording_status: null,
  recording_error: null,
  duration_seconds: null,
  has_video: null,
  seekable_path: null,
  playback_path: null,
  poster_path: null,
  speech_path: null,
};

/** The recording columns of each resume (all null where it has no recording_media row yet). */
export async function readResumeRecordings(
  tx: Transaction,
  resumeIds: readonly string[],
): Promise<Map<string, RecordingColumns>> {
  const rows =
    resumeIds.length === 0
      ? []
      : await tx<ResumeRecordingRow[]>`
          select m.video_resume_id, ${tx.unsafe(RECORDING_COLUMNS_SQL)}
          from public.recording_media m
          where m.video_resume_id = any(${resumeIds}::uuid[])`;
  const byResume = new Map(rows.map((row) => [row.video_resume_id, row]));
  return new Map(resumeIds.map((id) => [id, byResume.get(id) ?? NOT_PROCESSED]));
}

/**
 * The Recording of each resume, in `resumeIds` order. When Storage will not sign, the state and
 * duration still go out without URLs, so the page falls back to the original recording.
 */
export async function signResumeRecordings(
  credentials: StorageCredentials,
  columns: readonly RecordingColumns[],
  ttlSeconds: number,
): Promise<(Recording | null)[]> {
  try {
    return await signRecordings(credentials, columns, ttlSeconds);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    console.warn('Storage could not sign the resume recordings', error);
    const unsigned = columns.map((row) => ({
      ...row,
      seekable_path: null,
      playback_path: null,
      poster_path: null,
      speech_path: null,
    }));
    return signRecordings(credentials, unsigned, ttlSeconds);
  }
}
