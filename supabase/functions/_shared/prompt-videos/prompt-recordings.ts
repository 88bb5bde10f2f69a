// The recordings of video prompts (issue #37 item 3), read as the caller and signed with the
// caller's own token: row-level security and the renditions bucket's policy decide who plays a
// prompt (its workspace's members, the candidates invited to an interview that uses it), so the
// recruiter's editor, the review and the candidate's /take all go through here.
import {
  transcriptSegmentSchema,
  type PromptRecording,
  type TranscriptSegment,
} from '../contract/recordings.ts';
import type { Transaction } from '../db.ts';
import {
  RECORDING_COLUMNS_SQL,
  signRecordings,
  type RecordingColumns,
} from '../recordings/signed-recordings.ts';
import type { StorageCredentials } from '../storage.ts';

/** How long a prompt's signed URLs play: an interview's length and a second look. */
const PROMPT_VIDEO_URL_TTL_SECONDS = 2 * 60 * 60;

/** A prompt's recording columns and its captions' segments (null: not transcribed). */
export interface PromptRecordingColumns extends RecordingColumns {
  transcript_segments: TranscriptSegment[] | null;
}

const storedSegmentsSchema = transcriptSegmentSchema.array();

/** The recording columns of each prompt the caller may read, by prompt id. */
export async function readPromptRecordings(
  tx: Transaction,
  promptVideoIds: readonly string[],
): Promise<Map<string, PromptRecordingColumns>> {
  const ids = [...new Set(promptVideoIds)];
  if (ids.length === 0) return new Map();
  // The captions through a definer function: a candidate may watch a prompt but reads no prompt_videos row.
  const rows = await tx<(RecordingColumns & { prompt_video_id: string; transcript_segments: unknown })[]>`
    select m.prompt_video_id, ${tx.unsafe(RECORDING_COLUMNS_SQL)},
           private.prompt_video_transcript_segments(m.prompt_video_id) as transcript_segments
    from public.recording_media m
    where m.prompt_video_id = any(${ids}::uuid[])`;
  return new Map(
    rows.map((row) => [
      row.prompt_video_id,
      { ...row, transcript_segments: storedSegmentsSchema.safeParse(row.transcript_segments).data ?? null },
    ]),
  );
}

/** Each prompt's Recording, signed where READY; prompts the caller may not read are left out. */
export async function signPromptRecordings(
  credentials: StorageCredentials,
  columns: Map<string, PromptRecordingColumns>,
): Promise<Map<string, PromptRecording>> {
  const entries = [...columns.entries()];
  const signed = await signRecordings(
    credentials,
    entries.map(([, row]) => row),
    PROMPT_VIDEO_URL_TTL_SECONDS,
  );
  return new Map(
    entries.flatMap(([id, row], index) => {
      const recording = signed[index];
      return recording ? [[id, { ...recording, transcript_segments: row.transcript_segments }] as const] : [];
    }),
  );
}

/** The prompts that play: READY, with at least one signed source. */
export function playablePrompts(recordings: Map<string, PromptRecording>): Map<string, PromptRecording> {
  return new Map(
    [...recordings].filter(([, recording]) => recording.status === 'READY' && recording.sources.length > 0),
  );
}
