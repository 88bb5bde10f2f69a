// Looking at the media pipeline's work from outside, as the tests of recordings need: waiting for
// the worker to settle a recording (polling the database, never sleeping a fixed time), fetching
// its renditions from Storage with the secret key, and reading what is inside them (WebM cues,
// the order of an MP4's boxes, a JPEG's signature).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import { config, type Database } from './interview-fixtures.ts';

export interface RecordingMediaRow {
  id: string;
  source_path: string;
  status: 'QUEUED' | 'PROCESSING' | 'READY' | 'FAILED';
  error: string | null;
  duration_seconds: number | null;
  has_video: boolean | null;
  seekable_path: string | null;
  playback_path: string | null;
  poster_path: string | null;
  speech_path: string | null;
}

type Owner = { responseId: string } | { videoResumeId: string };

export async function recordingOf(sql: Database, owner: Owner): Promise<RecordingMediaRow | undefined> {
  const [row] = await sql<RecordingMediaRow[]>`
    select id, source_path, status, error, duration_seconds::float8 as duration_seconds, has_video,
           seekable_path, playback_path, poster_path, speech_path
    from public.recording_media
    where ${'responseId' in owner ? sql`response_id = ${owner.responseId}` : sql`video_resume_id = ${owner.videoResumeId}`}`;
  return row;
}

/**
 * The recording once the worker has settled it (READY or FAILED) for `sourcePath` when given (a
 * retake's row names the old take until the new one is saved), polling every 250 ms.
 */
export async function settledRecording(
  sql: Database,
  owner: Owner,
  options: { sourcePath?: string; timeoutMs?: number } = {},
): Promise<RecordingMediaRow> {
  const deadline = Date.now() + (options.timeoutMs ?? 45_000);
  let last: RecordingMediaRow | undefined;
  while (Date.now() < deadline) {
    last = await recordingOf(sql, owner);
    const settled = last && (last.status === 'READY' || last.status === 'FAILED');
    if (settled && (!options.sourcePath || last?.source_path === options.sourcePath))
      return last as RecordingMediaRow;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The recording was not settled in time; last seen: ${JSON.stringify(last)}`);
}

/** Polls `check` until it is true or the time is up. */
export async function eventually(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Not in time: ${what}`);
}

/** Downloads `renditions/<name>` with the secret key into `dir`; the file's path. */
export async function downloadRendition(name: string, dir: string): Promise<string> {
  const response = await fetch(`${config.supabaseUrl}/storage/v1/object/authenticated/renditions/${name}`, {
    headers: { apikey: config.secretKey, authorization: `Bearer ${config.secretKey}` },
  });
  expect(response.status, `renditions/${name}`).toBe(200);
  const file = join(dir, name.replaceAll('/', '_'));
  await writeFile(file, new Uint8Array(await response.arrayBuffer()));
  return file;
}

/** The renditions bucket's object names under a recording's folder, as postgres sees them. */
export async function renditionObjects(sql: Database, recordingId: string): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`
    select name from storage.objects
    where bucket_id = 'renditions' and name like ${`${recordingId}/%`}
    order by name`;
  return rows.map((row) => row.name);
}

/** An EBML variable-length integer at `at`: its value (marker bit kept for ids) and length. */
function readVint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number } {
  const first = bytes[at] ?? 0;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (bytes[at + i] ?? 0);
  return { value, length };
}

const EBML_SEGMENT = 0x18538067;
const EBML_CUES = 0x1c53bb6b;

/** The ids of the Segment's top-level children of a Matroska/WebM file (Cues among them when it has an index). */
export function webmSegmentChildren(bytes: Uint8Array): number[] {
  let at = 0;
  while (at < bytes.length) {
    const id = readVint(bytes, at, true);
    const size = readVint(bytes, at + id.length, false);
    const body = at + id.length + size.length;
    if (id.value !== EBML_SEGMENT) {
      at = body + size.value;
      continue;
    }
    const children: number[] = [];
    let child = body;
    while (child < bytes.length) {
      const childId = readVint(bytes, child, true);
      const childSize = readVint(bytes, child + childId.length, false);
      children.push(childId.value);
      child += childId.length + childSize.length + childSize.value;
    }
    return children;
  }
  return [];
}

export function webmHasCues(bytes: Uint8Array): boolean {
  return webmSegmentChildren(bytes).includes(EBML_CUES);
}

/** The types of an MP4's top-level boxes, in file order (moov before mdat: faststart). */
export function mp4TopLevelBoxes(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: string[] = [];
  let at = 0;
  while (at + 8 <= bytes.length) {
    let size = view.getUint32(at);
    const type = new TextDecoder().decode(bytes.subarray(at + 4, at + 8));
    if (size === 1) size = Number(view.getBigUint64(at + 8));
    if (size === 0) size = bytes.length - at;
    boxes.push(type);
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

/** Whether the bytes start with a JPEG's start-of-image marker. */
export function isJpeg(bytes: Uint8Array): boolean {
  return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}
