// Recordings as players get them: the worker's renditions (renditions bucket), signed in one
// Storage request with the given credentials, so the bucket's policy decides who may play them.
import type { Recording } from '../contract/recordings.ts';
import type { ProcessingStatus } from '../contract/recordings.ts';
import { signStoredObjects, StorageSigningError } from '../signed-object-urls.ts';
import type { StorageCredentials } from '../storage.ts';
import { HttpError } from '../http-error.ts';
import { RENDITIONS_BUCKET_ID } from '../contract/recordings.ts';

/** The recording_media columns a player needs, as the queries select them (duration as float8). */
export interface RecordingColumns {
  recording_status: ProcessingStatus | null;
  recording_error: string | null;
  duration_seconds: number | null;
  has_video: boolean | null;
  seekable_path: string | null;
  playback_path: string | null;
  poster_path: string | null;
  speech_path: string | null;
}

/** The SQL select list of RecordingColumns, for a recording_media row aliased `m`. */
export const RECORDING_COLUMNS_SQL = `m.status as recording_status, m.error as recording_error,
  m.duration_seconds::float8 as duration_seconds, m.has_video, m.seekable_path, m.playback_path, m.poster_path,
  m.speech_path`;

function namesToSign(row: RecordingColumns, audioOnly: boolean): string[] {
  if (row.recording_status !== 'READY') return [];
  if (audioOnly) return row.speech_path ? [row.speech_path] : [];
  return [row.seekable_path, row.playback_path, row.poster_path].filter((name): name is string => !!name);
}

/**
 * The Recording of each row (null where the row has no recording_media), with signed URLs for the
 * READY ones, valid for `ttlSeconds`.
 */
export async function signRecordings(
  credentials: StorageCredentials,
  rows: readonly RecordingColumns[],
  ttlSeconds: number,
  { audioOnly = false }: { audioOnly?: boolean } = {},
): Promise<(Recording | null)[]> {
  let signed;
  try {
    signed = await signStoredObjects(
      RENDITIONS_BUCKET_ID,
      credentials,
      rows.flatMap((row) => namesToSign(row, audioOnly)),
      ttlSeconds,
    );
  } catch (error) {
    if (!(error instanceof StorageSigningError)) throw error;
    throw new HttpError(502, 'Storage would not sign the recordings', { cause: error });
  }
  return rows.map((row) => {
    if (row.recording_status === null) return null;
    const urlOf = (name: string | null) => (name ? (signed.get(name) ?? null) : null);
    // Blind review: the speech track only, so neither a face nor a picture reaches the page.
    if (audioOnly) {
      const speech = urlOf(row.speech_path);
      return {
        status: row.recording_status,
        error: row.recording_error,
        duration_seconds: row.duration_seconds,
        has_video: false,
        poster_url: null,
        sources: speech ? [{ url: speech.url, type: 'audio/mpeg' }] : [],
        urls_expire_at: speech?.expiresAt ?? null,
      };
    }
    const kind = row.has_video ? 'video' : 'audio';
    const sources = [
      { url: urlOf(row.seekable_path), type: `${kind}/webm` },
      { url: urlOf(row.playback_path), type: `${kind}/mp4` },
    ].flatMap(({ url, type }) => (url ? [{ url: url.url, type }] : []));
    const poster = urlOf(row.poster_path);
    const expiry = [urlOf(row.seekable_path), urlOf(row.playback_path), poster].find(Boolean);
    return {
      status: row.recording_status,
      error: row.recording_error,
      duration_seconds: row.duration_seconds,
      has_video: row.has_video,
      poster_url: poster?.url ?? null,
      sources,
      urls_expire_at: expiry?.expiresAt ?? null,
    };
  });
}
