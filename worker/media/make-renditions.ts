// Makes a recording's renditions with ffmpeg in a working folder (worker/media/rendition-plan.ts
// decides which). A source ffmpeg cannot read throws UnreadableRecordingError: that never changes
// on another attempt. A killed tool throws MediaToolError (transient): another attempt may succeed.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { durationOf, MediaToolError, probe, runFfmpeg } from './media-tools.ts';
import {
  planRenditions,
  posterArgs,
  posterTime,
  RENDITION_FILES,
  UnreadableRecordingError,
} from './rendition-plan.ts';

/** Long enough for a long answer on a busy 2-core machine; a hung ffmpeg is killed and retried. */
const FFMPEG_TIMEOUT_MS = 30 * 60_000;
const PROBE_TIMEOUT_MS = 60_000;

interface MadeFile {
  /** The object's name under the recording's folder, e.g. playback.mp4. */
  name: string;
  file: string;
  contentType: string;
}

export interface MadeRenditions {
  files: MadeFile[];
  durationSeconds: number | null;
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

export async function makeRenditions(source: string, dir: string): Promise<MadeRenditions> {
  const timeouts = { timeoutMs: FFMPEG_TIMEOUT_MS };
  const plan = planRenditions(await judged(() => probe(source, { timeoutMs: PROBE_TIMEOUT_MS })));
  const files: MadeFile[] = [];
  const kind = plan.hasVideo ? 'video' : 'audio';

  if (plan.seekable) {
    const file = join(dir, RENDITION_FILES.seekable);
    await judged(() => runFfmpeg(['-i', source, ...(plan.seekable ?? []), file], timeouts));
    files.push({ name: RENDITION_FILES.seekable, file, contentType: `${kind}/webm` });
  }
  const playback = join(dir, plan.playback.file);
  await judged(() => runFfmpeg(['-i', source, ...plan.playback.args, playback], timeouts));
  files.push({ name: plan.playback.file, file: playback, contentType: plan.playback.contentType });

  // The length of what the player gets, read from a file that has it (the original may not).
  const measured = files[0]?.file ?? playback;
  const durationSeconds = durationOf(await judged(() => probe(measured, { timeoutMs: PROBE_TIMEOUT_MS })));

  let poster: string | null = null;
  if (plan.hasVideo) {
    const file = join(dir, RENDITION_FILES.poster);
    await judged(() => runFfmpeg(posterArgs(playback, posterTime(durationSeconds), file), timeouts));
    // A recording whose frames all come before that moment gets its first frame.
    if (!(await hasBytes(file))) await judged(() => runFfmpeg(posterArgs(playback, 0, file), timeouts));
    if (await hasBytes(file)) {
      files.push({ name: RENDITION_FILES.poster, file, contentType: 'image/jpeg' });
      poster = RENDITION_FILES.poster;
    }
  }

  let speech: string | null = null;
  if (plan.speech) {
    const file = join(dir, RENDITION_FILES.speech);
    await judged(() => runFfmpeg(['-i', source, ...(plan.speech ?? []), file], timeouts));
    files.push({ name: RENDITION_FILES.speech, file, contentType: 'audio/mpeg' });
    speech = RENDITION_FILES.speech;
  }

  return {
    files,
    durationSeconds,
    hasVideo: plan.hasVideo,
    seekable: plan.seekable ? RENDITION_FILES.seekable : null,
    playback: plan.playback.file,
    poster,
    speech,
  };
}
