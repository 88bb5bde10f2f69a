// Recordings made with ffmpeg for the media pipeline's tests: WebM as MediaRecorder writes it
// (live, so ffprobe reports no duration and there are no cues), a damaged upload, and a long answer
// of a real answer's size made quickly by repeating a short clip with `-c copy`.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** ffmpeg, quiet, overwriting; its arguments as an array. */
export async function ffmpeg(args: readonly string[]): Promise<void> {
  await run('ffmpeg', ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args], {
    maxBuffer: 16 * 1024 * 1024,
  });
}

/**
 * What Chromium's fake camera plays in a loop (`--use-file-for-fake-video-capture`): a moving test
 * picture, 320x240 at 15 fps, for two seconds. Left to itself the fake camera draws what the app
 * asks for (1280x720 at 30 fps) and every take encodes that in software, which made Chromium the
 * suite's largest use of CPU (docs/testing.md); no test reads the picture's size.
 */
export async function fakeCameraVideo(file: string): Promise<string> {
  await ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15', '-t', '2', '-pix_fmt', 'yuv420p', file]);
  return file;
}

/** ffprobe's JSON of a file's format and streams. */
export async function ffprobe(file: string): Promise<{
  format: { duration?: string; format_name?: string };
  streams: { codec_type: string; codec_name: string; channels?: number; sample_rate?: string }[];
}> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    file,
  ]);
  return JSON.parse(stdout) as Awaited<ReturnType<typeof ffprobe>>;
}

/** Runs `work` with a new temporary folder, removed afterwards. */
export async function inTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'generated-media-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

interface LiveWebmOptions {
  seconds: number;
  /** Video as well as audio (default), or audio only. */
  video?: boolean;
  size?: string;
  videoBitrate?: string;
  /** Film grain over the test pattern, so the encoder spends the bitrate a camera's picture costs. */
  grain?: boolean;
  /** Frames per second (25 by default). */
  rate?: number;
}

function liveWebmArgs(options: LiveWebmOptions, file: string): string[] {
  const video = options.video ?? true;
  return [
    ...(video
      ? [
          '-f',
          'lavfi',
          '-i',
          `testsrc=size=${options.size ?? '320x240'}:rate=${options.rate ?? 25}${options.grain ? ',noise=alls=25:allf=t' : ''}`,
        ]
      : []),
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
    ...['-t', String(options.seconds)],
    ...(video
      ? ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', options.videoBitrate ?? '300k']
      : []),
    ...['-c:a', 'libopus', '-b:a', '64k'],
    // Written as a live stream: no duration, no cues, as MediaRecorder's WebM.
    ...['-f', 'webm', '-live', '1', file],
  ];
}

/** A WebM (VP8 + Opus, or Opus alone) of `seconds` that, like MediaRecorder's, has no duration. */
export function liveWebm(options: LiveWebmOptions): Promise<Uint8Array> {
  return inTempDir(async (dir) => {
    const file = join(dir, 'recording.webm');
    await ffmpeg(liveWebmArgs(options, file));
    return new Uint8Array(await readFile(file));
  });
}

/**
 * An MP4 of `seconds` as Safari's MediaRecorder writes it: H.264 (yuv420p) and AAC, fragmented
 * (the index in fragments, none up front).
 */
export function safariMp4(seconds: number): Promise<Uint8Array> {
  return inTempDir(async (dir) => {
    const file = join(dir, 'recording.mp4');
    await ffmpeg([
      ...['-f', 'lavfi', '-i', 'testsrc=size=640x480:rate=30'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
      ...['-t', String(seconds)],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
      ...['-movflags', 'frag_keyframe+empty_moov+default_base_moof', '-f', 'mp4', file],
    ]);
    return new Uint8Array(await readFile(file));
  });
}

/**
 * A WebM damaged past its first bytes: it starts as WebM does (the EBML signature, which the worker
 * checks before handing it to ffmpeg), then nothing a player or ffmpeg can read.
 */
export function damagedWebm(): Uint8Array {
  const bytes = new Uint8Array(4096);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919 + 13) % 251;
  bytes.set([0x1a, 0x45, 0xdf, 0xa3]);
  return bytes;
}

/**
 * A live WebM of `minutes` at about 1 Mbit/s of video plus audio, the size of a real answer that
 * long (~80 MB for 10 minutes): a 30-second clip repeated with `-c copy`, written into `dir`. Its
 * frames are small (256x144) and few (10 fps): the bytes are a real answer's, the pixels the worker
 * re-encodes are a fortieth of a phone's, so the test does not hold the shared worker for minutes.
 */
export async function longLiveWebm(dir: string, minutes: number): Promise<string> {
  const clip = join(dir, 'clip.webm');
  await ffmpeg(
    liveWebmArgs({ seconds: 30, size: '256x144', videoBitrate: '1000k', grain: true, rate: 10 }, clip),
  );
  const list = join(dir, 'clips.txt');
  await writeFile(list, `file '${clip}'\n`.repeat(minutes * 2));
  const file = join(dir, 'long.webm');
  await ffmpeg(['-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', '-f', 'webm', '-live', '1', file]);
  return file;
}

/**
 * An MP4 as Safari's MediaRecorder writes it when asked for chunks (a timeslice): H.264 and AAC
 * (AAC alone for audio), fragmented, a fragment a second, no index at the end (it is live).
 */
export function fragmentedMp4({
  seconds,
  video = true,
}: {
  seconds: number;
  video?: boolean;
}): Promise<Uint8Array> {
  return inTempDir(async (dir) => {
    const file = join(dir, 'recording.mp4');
    await ffmpeg([
      ...(video ? ['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=30'] : []),
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
      ...['-t', String(seconds)],
      ...(video ? ['-c:v', 'libx264', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-g', '30'] : []),
      ...['-c:a', 'aac', '-b:a', '64k'],
      ...[
        '-movflags',
        'frag_keyframe+empty_moov+default_base_moof+skip_trailer',
        '-frag_duration',
        '1000000',
      ],
      ...['-f', 'mp4', file],
    ]);
    return new Uint8Array(await readFile(file));
  });
}

/**
 * An MP4's bytes in the chunks a recorder with a timeslice hands over: the header (ftyp, moov) with
 * the first fragment, then one fragment (moof and its mdat) per chunk.
 */
export function mp4Chunks(bytes: Uint8Array): Uint8Array[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const starts: number[] = [];
  for (let at = 0; at + 8 <= bytes.length; at += view.getUint32(at)) {
    if (view.getUint32(at) < 8) throw new Error(`A box of an impossible size at ${at}`);
    if (new TextDecoder().decode(bytes.subarray(at + 4, at + 8)) === 'moof') starts.push(at);
  }
  const cuts = [0, ...starts.slice(1), bytes.length];
  return cuts.slice(1).map((end, i) => bytes.subarray(cuts[i], end));
}
