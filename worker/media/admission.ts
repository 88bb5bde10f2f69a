// What the media worker agrees to hand ffmpeg (issue #33 items 4, 5 and 7). An upload is hostile
// until shown otherwise: its leading bytes must be those of a container a browser's MediaRecorder
// writes (WebM/Matroska, MP4, Ogg; the buckets take nothing else), and ffmpeg is then told that
// container's demuxer, so a playlist (HLS, concat, ffconcat) or any other format that opens
// further files is never probed into. Before any encoding, the probe and a packet scan must show
// what a browser records (one video and one audio stream, at most 1920x1080 and 60 frames a
// second) and no longer than the recording may last. A refusal is a verdict on the file: FAILED
// once with its reason, never retried.
import { open } from 'node:fs/promises';
import { accommodatedTimeLimit } from '#contract/accommodations';
import type { Demuxer, Probe } from './media-tools.ts';

/** The recording is not one the worker processes; its message is the reason a recruiter reads. */
export class RefusedRecordingError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RefusedRecordingError';
  }
}

/**
 * A recorder stops at the countdown's 0, but its last chunk and the container's timestamps can
 * run a little past it: 10 s never refuses an honest take and lets little extra through.
 */
const RECORDING_GRACE_SECONDS = 10;
/**
 * An answer with no time limit (the UNTIMED accommodation) may last as long as the longest timed
 * one can (600 s doubled): the accommodation gives time, not an unbounded bill.
 */
const UNTIMED_ANSWER_MAX_SECONDS = 20 * 60;
/**
 * The resume recorder has no countdown (docs/product.md only advises under 2 minutes), so the cap is
 * what the 128 MiB upload limit holds at its 1,128 kbit/s: about 15 minutes. A shorter cap would
 * fail a resume the candidate could record and upload.
 */
const RESUME_MAX_SECONDS = 15 * 60;
/**
 * A recruiter's video prompt (a question asked on video, a welcome clip) is short: 3 minutes, what
 * the prompt-videos bucket's 32 MiB holds at the recorder's bitrates with room to spare.
 */
const PROMPT_MAX_SECONDS = 3 * 60;

/** The largest picture a browser records with the cameras it offers (either way up). */
const MAX_LONG_SIDE = 1920;
const MAX_SHORT_SIDE = 1080;
const MAX_FRAMES_PER_SECOND = 60;
/** Opus and AAC send about 50 packets a second, video at most 60: 400 is far above either. */
export const MAX_PACKETS_PER_SECOND = 400;

const refusals = {
  notMedia: 'The recording is not a WebM, MP4 or Ogg file',
  streams: 'The recording holds other streams than a browser records (one video and one audio at most)',
  packets: 'The recording holds far more packets than a browser records',
  frameRate: `The recording has more than ${MAX_FRAMES_PER_SECOND} frames a second, more than a browser records`,
} as const;

function minutesAndSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** How long a recording may last, and the refusal of one that lasts longer. */
export interface DurationLimit {
  /** The limit with the grace added: what the packets may span. */
  seconds: number;
  reason: string;
}

/**
 * What the worker knows of the recording's owner: an answer's question and accommodation, a resume
 * (no time limit), or a recruiter's video prompt.
 */
export interface RecordingOwner {
  time_limit_seconds: number | null;
  time_accommodation: 'STANDARD' | 'EXTRA_HALF' | 'DOUBLE' | 'UNTIMED' | null;
  is_prompt?: boolean;
}

export function durationLimitOf(owner: RecordingOwner): DurationLimit {
  const allowed = (seconds: number, what: string) => ({
    seconds: seconds + RECORDING_GRACE_SECONDS,
    reason: `The recording is longer than the ${minutesAndSeconds(seconds)} ${what}`,
  });
  if (owner.is_prompt === true) return allowed(PROMPT_MAX_SECONDS, 'a video question may last');
  if (owner.time_limit_seconds === null) return allowed(RESUME_MAX_SECONDS, 'a video resume may last');
  const limit = accommodatedTimeLimit(owner.time_limit_seconds, owner.time_accommodation ?? 'STANDARD');
  if (limit === null) return allowed(UNTIMED_ANSWER_MAX_SECONDS, 'an answer without a time limit may last');
  return allowed(limit, 'this question allows');
}

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The demuxer of the container the leading bytes announce; null for anything else. */
export function demuxerOf(head: Uint8Array): Demuxer | null {
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'matroska';
  if (ascii(head, 4, 8) === 'ftyp') return 'mov';
  if (ascii(head, 0, 4) === 'OggS') return 'ogg';
  return null;
}

/** The demuxer of a stored upload, from its first bytes; refuses every other kind of file. */
export async function demuxerOfFile(file: string): Promise<Demuxer> {
  const handle = await open(file, 'r');
  try {
    const head = new Uint8Array(12);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const demuxer = demuxerOf(head.subarray(0, bytesRead));
    if (!demuxer) throw new RefusedRecordingError(refusals.notMedia);
    return demuxer;
  } finally {
    await handle.close();
  }
}

/** Refuses a probed recording whose streams or picture no browser records. */
export function admitStreams(info: Probe): void {
  const video = info.streams.filter((s) => s.codec_type === 'video');
  const audio = info.streams.filter((s) => s.codec_type === 'audio');
  if (video.length > 1 || audio.length > 1 || video.length + audio.length !== info.streams.length)
    throw new RefusedRecordingError(refusals.streams);
  const [picture] = video;
  const long = Math.max(picture?.width ?? 0, picture?.height ?? 0);
  const short = Math.min(picture?.width ?? 0, picture?.height ?? 0);
  if (long > MAX_LONG_SIDE || short > MAX_SHORT_SIDE) {
    throw new RefusedRecordingError(
      `The recording's picture is ${picture?.width}x${picture?.height}, larger than the ${MAX_LONG_SIDE}x${MAX_SHORT_SIDE} a browser records`,
    );
  }
}

/** What reading every packet (no decoding) shows of a recording. */
export interface PacketScan {
  /** From the first packet's start to the last one's end: the real length, header or none. */
  durationSeconds: number;
  videoPackets: number;
  /** The scan stopped early: the packets already span more than the limit. */
  tooLong: boolean;
  /** The scan stopped early: more packets than MAX_PACKETS_PER_SECOND over the limit. */
  tooManyPackets: boolean;
}

/** Refuses a recording longer than its limit, or denser than a browser records. */
export function admitPackets(scan: PacketScan, limit: DurationLimit): void {
  if (scan.tooManyPackets) throw new RefusedRecordingError(refusals.packets);
  if (scan.tooLong || scan.durationSeconds > limit.seconds) throw new RefusedRecordingError(limit.reason);
  // A second's worth of frames on top: a short take's first and last frames fall unevenly.
  if (scan.videoPackets > MAX_FRAMES_PER_SECOND * (scan.durationSeconds + 1))
    throw new RefusedRecordingError(refusals.frameRate);
}
