// The recordings of video prompts (issue #37 item 3), read as the caller and signed with the
// caller's own token: row-level security and the renditions bucket's policy decide who plays a
// prompt (its workspace's members, the candidates invited to an interview that uses it), so the
// recruiter's editor, the review and the candidate's /take all go through here.
import type { Recording } from '../contract/recordings.ts';
import type { Transaction } from '../db.ts';
import {
  RECORDING_COLUMNS_SQL,
  signRecordings,
  type RecordingColumns,
} from '../recordings/signed-recordings.ts';
import type { StorageCredentials } from '../storage.ts';

/** How long a prompt's signed URLs play: an interview's length and a second look. */
const PROMPT_VIDEO_URL_TTL_SECONDS = 2 * 60 * 60;

/** The recording columns of each prompt the caller may read, by prompt id. */
export async function readPromptRecordings(
  tx: Transaction,
  promptVideoIds: readonly string[],
): Promise<Map<string, RecordingColumns>> {
  const ids = [...new Set(promptVideoIds)];
  if (ids.length === 0) return new Map();
  const rows = await tx<(RecordingColumns & { prompt_video_id: string })[]>`
    select m.prompt_video_id, ${tx.unsafe(RECORDING_COLUMNS_SQL)}
    from public.recording_media m
    where m.prompt_video_id = any(${ids}::uuid[])`;
  return new Map(rows.map((row) => [row.prompt_video_id, row]));
}

/** Each prompt's Recording, signed where READY; prompts the caller may not read are left out. */
export async function signPromptRecordings(
  credentials: StorageCredentials,
  columns: Map<string, RecordingColumns>,
): Promise<Map<string, Recording>> {
  const entries = [...columns.entries()];
  const signed = await signRecordings(
    credentials,
    entries.map(([, row]) => row),
    PROMPT_VIDEO_URL_TTL_SECONDS,
  );
  return new Map(
    entries.flatMap(([id], index) => {
      const recording = signed[index];
      return recording ? [[id, recording] as const] : [];
    }),
  );
}

/** The prompts that play: READY, with at least one signed source. */
export function playablePrompts(recordings: Map<string, Recording>): Map<string, Recording> {
  return new Map(
    [...recordings].filter(([, recording]) => recording.status === 'READY' && recording.sources.length > 0),
  );
}
