// What a stored recording really holds, read from Storage (with the secret key): its bytes and
// the type Storage serves it as, and, with ffprobe, the length of the take and its codecs. MediaRecorder writes no duration, so the length is the last
// video packet's end.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inTempDir } from './generated-media.ts';
import { testStackConfig } from './test-stack.ts';

const run = promisify(execFile);

/** A take in the responses bucket as Storage serves it: its bytes and the type it is served as. */
export async function storedRecording(
  mediaPath: string,
): Promise<{ bytes: Uint8Array; contentType: string | null }> {
  return fetchStored(`responses/${mediaPath}`);
}

async function fetchStored(object: string): Promise<{ bytes: Uint8Array; contentType: string | null }> {
  const config = testStackConfig();
  const response = await fetch(`${config.supabaseUrl}/storage/v1/object/authenticated/${object}`, {
    headers: { apikey: config.secretKey, authorization: `Bearer ${config.secretKey}` },
  });
  if (response.status !== 200) throw new Error(`Storage answered ${response.status} for ${object}`);
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    contentType: response.headers.get('content-type'),
  };
}

/** Downloads `bucket/name` from Storage into a temporary file for `work`. */
async function withStoredObject<T>(object: string, work: (file: string) => Promise<T>): Promise<T> {
  const { bytes } = await fetchStored(object);
  return inTempDir(async (dir) => {
    const file = join(dir, 'recording');
    await writeFile(file, bytes);
    return work(file);
  });
}

/**
 * How long a take in the responses bucket really is, in seconds: its video's length, or with
 * `stream` 'a:0' its sound's (a take without video).
 */
export function recordedLength(mediaPath: string, stream: 'v:0' | 'a:0' = 'v:0'): Promise<number> {
  return withStoredObject(`responses/${mediaPath}`, async (file) => {
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-select_streams',
      stream,
      '-show_entries',
      'packet=pts_time,duration_time',
      '-of',
      'csv=p=0',
      file,
    ]);
    const ends = stdout
      .trim()
      .split('\n')
      .map((line) => line.split(',').map(Number))
      .map(([pts = 0, duration = 0]) => pts + (Number.isFinite(duration) ? duration : 0));
    return Math.max(...ends);
  });
}

/** The streams of a take in the responses bucket, as `kind:codec`, sorted (e.g. `audio:opus`). */
export function recordedCodecs(mediaPath: string): Promise<string[]> {
  return withStoredObject(`responses/${mediaPath}`, async (file) => {
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_streams', '-of', 'json', file]);
    const { streams } = JSON.parse(stdout) as { streams: { codec_type: string; codec_name: string }[] };
    return streams.map((stream) => `${stream.codec_type}:${stream.codec_name}`).sort();
  });
}
