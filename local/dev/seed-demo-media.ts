import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import type { StackConfig } from '../stack/config.ts';

const run = promisify(execFile);

/** The seed's invitation ids (supabase/seed.sql) all start so. */
const DEMO_INVITATIONS = '30000000-0000-4000-a000-%';

type Kind = 'video' | 'audio';

/** Eight seconds of ffmpeg's test pattern and a tone: VP9 and Opus, as Chromium records them. */
async function makeRecording(directory: string, kind: Kind): Promise<Uint8Array> {
  const file = join(directory, `${kind}.webm`);
  const video = ['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=24'];
  const audio = ['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000'];
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...(kind === 'video' ? [...video, ...audio] : audio),
    ...['-t', '8'],
    ...(kind === 'video'
      ? ['-c:v', 'libvpx-vp9', '-b:v', '300k', '-deadline', 'realtime', '-cpu-used', '8']
      : []),
    ...['-c:a', 'libopus', '-f', 'webm', file],
  ]);
  return new Uint8Array(await readFile(file));
}

/**
 * The seed names recordings by path only; this stores a real recording at each path that has none,
 * through the Storage API with the secret key (as server code would), so the demo interviews play
 * in the review screens. Idempotent; without ffmpeg it says so and stores nothing.
 */
export async function seedDemoMedia(config: StackConfig, log: (line: string) => void): Promise<void> {
  const sql = postgres(config.databaseUrl, { max: 1, onnotice: () => {} });
  let answers: { media_path: string; response_format: string }[];
  try {
    answers = await sql`
      select r.media_path, q.response_format::text
      from public.responses r join public.questions q on q.id = r.question_id
      where r.media_path is not null and r.invitation_id::text like ${DEMO_INVITATIONS}`;
  } finally {
    await sql.end();
  }
  const headers = { authorization: `Bearer ${config.secretKey}`, apikey: config.secretKey };
  // Asked of Storage, not of storage.objects: stacks on other ports share the rows, not the files.
  const missing = [];
  for (const answer of answers) {
    const url = `${config.supabaseUrl}/storage/v1/object/authenticated/responses/${answer.media_path}`;
    const stored = await fetch(url, { method: 'HEAD', headers });
    if (!stored.ok) missing.push(answer);
  }
  if (missing.length === 0) return;

  const directory = await mkdtemp(join(tmpdir(), 'demo-media-'));
  try {
    const recordings = new Map<Kind, Uint8Array>();
    for (const { media_path: path, response_format: format } of missing) {
      const kind: Kind = format === 'AUDIO' ? 'audio' : 'video';
      let body = recordings.get(kind);
      if (!body) {
        body = await makeRecording(directory, kind);
        recordings.set(kind, body);
      }
      const response = await fetch(`${config.supabaseUrl}/storage/v1/object/responses/${path}`, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': `${kind}/webm`,
          'x-upsert': 'true',
        },
        body,
      });
      if (!response.ok)
        throw new Error(`Storing ${path} failed: ${response.status} ${await response.text()}`);
    }
    log(`Stored ${missing.length} demo recording(s) for the seeded answers.`);
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'ffmpeg is not installed (npm run setup installs it)'
        : String(error);
    log(`The demo answers have no recordings: ${reason}.`);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
