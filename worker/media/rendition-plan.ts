// What the media worker makes of a recording, decided from ffprobe's view of it (docs/worker.md,
// "Why two playable files"): a seekable WebM (the original remuxed, duration and cues written: every
// browser but Safari plays VP8/VP9/Opus WebM), an MP4 with H.264/AAC and the index first (what every
// browser, Safari included, plays), a poster for video, and a small mono MP3 for transcription.
// Pure: the ffmpeg arguments of each file, so they can be checked without running ffmpeg.
import { inputOf, type MediaInput, type Probe, type ProbedStream } from './media-tools.ts';

export const RENDITION_FILES = {
  seekable: 'seekable.webm',
  playbackVideo: 'playback.mp4',
  playbackAudio: 'playback.m4a',
  poster: 'poster.jpg',
  speech: 'speech.mp3',
} as const;

/** Every name remove_renditions deletes under a recording's folder. */
export const ALL_RENDITION_FILES: readonly string[] = Object.values(RENDITION_FILES);

/** Codecs the WebM container holds, so the original's streams can be copied into it. */
const WEBM_CODECS = new Set(['vp8', 'vp9', 'av1', 'opus', 'vorbis']);

/** The recording is not media ffmpeg can use (no stream, or a stream it cannot read). */
export class UnreadableRecordingError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'UnreadableRecordingError';
  }
}

export interface RenditionPlan {
  hasVideo: boolean;
  hasAudio: boolean;
  /** ffmpeg arguments after `-i <source>` for seekable.webm; null when the source is not WebM/Ogg. */
  seekable: string[] | null;
  playback: { file: string; contentType: string; args: string[] };
  speech: string[] | null;
}

function videoStreamOf(info: Probe): ProbedStream | undefined {
  return info.streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
}

function audioStreamOf(info: Probe): ProbedStream | undefined {
  return info.streams.find((s) => s.codec_type === 'audio');
}

/** Arguments written as one line; none of them contains a space. */
function words(line: string): string[] {
  return line.split(' ');
}

const formatIs = (info: Probe, ...names: string[]) =>
  (info.format.format_name ?? '').split(',').some((name) => names.includes(name));

/**
 * H.264 with yuv420p (what Safari and Firefox decode everywhere), even dimensions (the encoder
 * needs them), at most 720 lines and a capped bitrate so a 10-minute answer stays well under the
 * renditions bucket's size limit. veryfast: a 2-core worker keeps up with the answers coming in.
 * On the run's threads (media-tools.ts threadsPerJob).
 */
function h264Args(threads: number): string[] {
  return words(
    `-c:v libx264 -preset veryfast -crf 23 -maxrate 1200k -bufsize 2400k -threads ${threads} -pix_fmt yuv420p -fps_mode vfr -vf scale=-2:'min(720,trunc(ih/2)*2)'`,
  );
}
const AAC_ARGS = words('-c:a aac -b:a 96k');

function playbackOf(
  info: Probe,
  video: ProbedStream | undefined,
  audio: ProbedStream | undefined,
  threads: number,
) {
  const audioCopyable = !audio || audio.codec_name === 'aac';
  const inMp4 = formatIs(info, 'mov', 'mp4', 'm4a');
  const faststart = ['-movflags', '+faststart'];
  if (!video) {
    const codec = inMp4 && audioCopyable ? ['-c:a', 'copy'] : AAC_ARGS;
    return {
      file: 'playback.m4a',
      contentType: 'audio/mp4',
      args: ['-map', '0:a:0', '-vn', ...codec, ...faststart, '-f', 'mp4'],
    };
  }
  // Safari's own MP4 (H.264/AAC) only needs its index moved to the front.
  const copy = inMp4 && video.codec_name === 'h264' && video.pix_fmt === 'yuv420p' && audioCopyable;
  const codecs = copy ? ['-c', 'copy'] : [...h264Args(threads), ...(audio ? AAC_ARGS : [])];
  return {
    file: 'playback.mp4',
    contentType: 'video/mp4',
    args: ['-map', '0:v:0', ...(audio ? ['-map', '0:a:0'] : []), ...codecs, ...faststart, '-f', 'mp4'],
  };
}

/** The renditions of a source ffprobe described, the H.264 encoder on `threads` (one by default). */
export function planRenditions(info: Probe, threads = 1): RenditionPlan {
  const video = videoStreamOf(info);
  const audio = audioStreamOf(info);
  if (!video && !audio) throw new UnreadableRecordingError('no audio or video stream');
  const copied = [video, audio].filter((s): s is ProbedStream => !!s);
  const remuxable =
    formatIs(info, 'matroska', 'webm', 'ogg') && copied.every((s) => WEBM_CODECS.has(s.codec_name ?? ''));
  const maps = [...(video ? ['-map', '0:v:0'] : []), ...(audio ? ['-map', '0:a:0'] : [])];
  return {
    hasVideo: !!video,
    hasAudio: !!audio,
    seekable: remuxable ? [...maps, '-c', 'copy', '-f', 'webm'] : null,
    playback: playbackOf(info, video, audio, threads),
    // Mono 16 kHz at 24 kbit/s: what speech recognition needs, 1.8 MB for 10 minutes.
    speech: audio ? words('-map 0:a:0 -vn -ac 1 -ar 16000 -c:a libmp3lame -b:a 24k -f mp3') : null,
  };
}

/** Where in the answer the poster frame is taken: a second in, or earlier in a very short one. */
export function posterTime(durationSeconds: number | null): number {
  if (durationSeconds === null) return 0;
  return Math.min(1, durationSeconds / 3);
}

/** One frame, 640 px wide, as a JPEG. */
const POSTER_ARGS = words('-map 0:v:0 -frames:v 1 -vf scale=640:-2 -q:v 4 -f image2');

/**
 * ffmpeg arguments of poster.jpg as one output of the run over the source (before its file name):
 * the frame at `atSeconds`, the frames before it decoded and dropped. No file when the recording
 * has no frame from then on (posterArgs takes the first one then).
 */
export function posterOutputArgs(atSeconds: number): string[] {
  return ['-ss', atSeconds.toFixed(3), ...POSTER_ARGS];
}

/** ffmpeg arguments of poster.jpg from a file of its own (the playback file), at `atSeconds`. */
export function posterArgs(input: MediaInput, atSeconds: number, output: string): string[] {
  return ['-ss', atSeconds.toFixed(3), ...inputOf(input), ...POSTER_ARGS, output];
}
