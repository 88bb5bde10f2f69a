// Makes a recording's renditions with ffmpeg in a working folder (worker/media/rendition-plan.ts
// decides which), once worker/media/admission.ts has admitted the source. A source refused there
// throws RefusedRecordingError, one ffmpeg cannot read UnreadableRecordingError: neither changes
// on another attempt. A killed tool throws MediaToolError (transient): another attempt may succeed.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  admitPackets,
  admitStreams,
  demuxerOfFile,
  MAX_PACKETS_PER_SECOND,
  type DurationLimit,
  type PacketScan,
} from './admission.ts';
import {
  inputOf,
  MediaToolError,
  probeAndScan,
  runFfmpeg,
  type MediaInput,
  type Probe,
} from './media-tools.ts';
import {
  planRenditions,
  posterArgs,
  posterOutputArgs,
  posterTime,
  RENDITION_FILES,
  UnreadableRecordingError,
} from './rendition-plan.ts';

const PROBE_TIMEOUT_MS = 60_000;

/**
 * ffmpeg's time for one file of a recording that lasts `seconds`: a minute to start plus twice its
 * length, enough for a 2-core machine busy with other work; a hung ffmpeg is killed and retried.
 */
function ffmpegTimeoutMs(seconds: number): number {
  return 60_000 + Math.ceil(seconds) * 2000;
}

interface MadeFile {
  /** The object's name under the recording's folder, e.g. playback.mp4. */
  name: string;
  file: string;
  contentType: string;
}

export interface MadeRenditions {
  files: MadeFile[];
  durationSeconds: number;
  hasVideo: boolean;
  seekable: string | null;
  playback: string;
  poster: string | null;
  speech: string | null;
}

/** Runs a tool, turning its verdict on the input (a non-zero exit) into UnreadableRecordingError. */
async function judged<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof MediaToolError && !error.transient)
      throw new UnreadableRecordingError(error.message);
    throw error;
  }
}

async function hasBytes(file: string): Promise<boolean> {
  const info = await stat(file).catch(() => null);
  return !!info && info.isFile() && info.size > 0;
}

/**
 * One ffprobe run over the source: every packet, for its real length (MediaRecorder's WebM has no
 * duration in its header, and a header can lie) and its video frames, stopping as soon as it is too
 * long or too dense; then its container and streams, which ffprobe prints after the packets.
 */
async function inspect(input: MediaInput, limit: DurationLimit): Promise<{ info: Probe; scan: PacketScan }> {
  const scan: PacketScan = { durationSeconds: 0, videoPackets: 0, tooLong: false, tooManyPackets: false };
  const maxPackets = limit.seconds * MAX_PACKETS_PER_SECOND;
  const packetsPerStream = new Map<number, number>();
  let packets = 0;
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  const info = await judged(() =>
    probeAndScan(
      input,
      (packet) => {
        packets++;
        packetsPerStream.set(packet.stream, (packetsPerStream.get(packet.stream) ?? 0) + 1);
        if (packet.start !== null) first = Math.min(first, packet.start);
        if (packet.end !== null) last = Math.max(last, packet.end);
        scan.durationSeconds = Math.max(0, last - first);
        scan.tooLong = scan.durationSeconds > limit.seconds;
        scan.tooManyPackets = packets > maxPackets;
        return !scan.tooLong && !scan.tooManyPackets;
      },
      { timeoutMs: PROBE_TIMEOUT_MS },
    ),
  );
  const video = info.streams.findIndex((s) => s.codec_type === 'video');
  scan.videoPackets = video >= 0 ? (packetsPerStream.get(video) ?? 0) : 0;
  return { info, scan };
}

/** `threads`: each ffmpeg run's (media-tools.ts threadsPerJob); one by default. */
export async function makeRenditions(
  sourceFile: string,
  dir: string,
  limit: DurationLimit,
  threads = 1,
): Promise<MadeRenditions> {
  const source: MediaInput = { file: sourceFile, demuxer: await demuxerOfFile(sourceFile) };
  const { info, scan } = await inspect(source, limit);
  // The packets first: a scan stopped at the limit has read no stream, and its length refuses it.
  admitPackets(scan, limit);
  admitStreams(info);
  const plan = planRenditions(info, threads);
  const timeouts = { timeoutMs: ffmpegTimeoutMs(scan.durationSeconds), threads };
  const files: MadeFile[] = [];
  const kind = plan.hasVideo ? 'video' : 'audio';

  // One ffmpeg run writes every file made from the source, the poster at a moment of the length the
  // packets gave (inspect). Each start of ffmpeg or ffprobe costs about 130 ms of CPU before it reads
  // a byte (the dynamic linking of its 215 libraries), more than encoding a short answer, and two
  // workers' starts on two cores run barely faster than one's (docs/benchmarks.md, hiring drive):
  // a recording starts one ffprobe and one ffmpeg.
  const outputs: { args: string[]; file: string }[] = [];
  const seekableFile = join(dir, RENDITION_FILES.seekable);
  if (plan.seekable) outputs.push({ args: plan.seekable, file: seekableFile });
  const playback: MediaInput = { file: join(dir, plan.playback.file), demuxer: 'mov' };
  outputs.push({ args: plan.playback.args, file: playback.file });
  const posterFile = join(dir, RENDITION_FILES.poster);
  if (plan.hasVideo)
    outputs.push({ args: posterOutputArgs(posterTime(scan.durationSeconds)), file: posterFile });
  const speechFile = join(dir, RENDITION_FILES.speech);
  if (plan.speech) outputs.push({ args: plan.speech, file: speechFile });
  await judged(() =>
    runFfmpeg([...inputOf(source), ...outputs.flatMap((output) => [...output.args, output.file])], timeouts),
  );
  const seekable: MediaInput | null = plan.seekable ? { file: seekableFile, demuxer: 'matroska' } : null;
  if (seekable)
    files.push({ name: RENDITION_FILES.seekable, file: seekable.file, contentType: `${kind}/webm` });
  files.push({ name: plan.playback.file, file: playback.file, contentType: plan.playback.contentType });

  let poster: string | null = null;
  if (plan.hasVideo) {
    // A recording whose frames all come before that moment gets its first frame.
    if (!(await hasBytes(posterFile)))
      await judged(() => runFfmpeg(posterArgs(playback, 0, posterFile), timeouts));
    if (await hasBytes(posterFile)) {
      files.push({ name: RENDITION_FILES.poster, file: posterFile, contentType: 'image/jpeg' });
      poster = RENDITION_FILES.poster;
    }
  }

  let speech: string | null = null;
  if (plan.speech) {
    files.push({ name: RENDITION_FILES.speech, file: speechFile, contentType: 'audio/mpeg' });
    speech = RENDITION_FILES.speech;
  }

  return {
    files,
    // The packets' span, from the first one's start to the last one's end: what the renditions,
    // which keep every timestamp, last too (the seekable WebM is a copy of the packets).
    durationSeconds: scan.durationSeconds,
    hasVideo: plan.hasVideo,
    seekable: plan.seekable ? RENDITION_FILES.seekable : null,
    playback: plan.playback.file,
    poster,
    speech,
  };
}
