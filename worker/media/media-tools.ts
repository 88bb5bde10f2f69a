// ffmpeg and ffprobe as the media worker runs them: spawned with an argument array (never a shell
// string), stdin closed, only the tail of stderr kept for the log and the error. A tool that exits
// with an error code has judged the input (damaged, empty, unsupported): that is permanent. One
// killed by a signal or the time limit says nothing about the file: that is worth another attempt.
import { spawn } from 'node:child_process';

const STDERR_TAIL_CHARS = 2000;

export class MediaToolError extends Error {
  constructor(
    message: string,
    /** False when the tool judged the input; true when it was killed and may succeed later. */
    readonly transient: boolean,
    readonly stderrTail: string,
  ) {
    super(message);
    this.name = 'MediaToolError';
  }
}

interface RunOptions {
  timeoutMs: number;
  signal?: AbortSignal;
}

function runTool(tool: 'ffmpeg' | 'ffprobe', args: readonly string[], options: RunOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: options.timeoutMs,
      killSignal: 'SIGKILL',
      ...(options.signal && { signal: options.signal }),
    });
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL_CHARS);
    });
    child.once('error', (error) =>
      reject(new MediaToolError(`${tool} could not run: ${error.message}`, true, stderr)),
    );
    child.once('close', (code, signal) => {
      if (code === 0) return resolve(Buffer.concat(stdout).toString());
      const tail = stderr.trim();
      if (signal) {
        reject(new MediaToolError(`${tool} was stopped (${signal})`, true, tail));
      } else {
        reject(new MediaToolError(`${tool} exited with ${code}: ${tail.slice(-500)}`, false, tail));
      }
    });
  });
}

/** Runs ffmpeg quietly, overwriting its outputs; rejects with MediaToolError. */
export async function runFfmpeg(args: readonly string[], options: RunOptions): Promise<void> {
  await runTool('ffmpeg', ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args], options);
}

export interface ProbedStream {
  codec_type: string;
  codec_name?: string;
  pix_fmt?: string;
  width?: number;
  height?: number;
  disposition?: { attached_pic?: number };
}

export interface Probe {
  format: { format_name?: string; duration?: string };
  streams: ProbedStream[];
}

/** ffprobe's JSON of a file's container and streams; rejects with MediaToolError. */
export async function probe(file: string, options: RunOptions): Promise<Probe> {
  const out = await runTool(
    'ffprobe',
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    options,
  );
  let parsed: unknown;
  try {
    parsed = JSON.parse(out);
  } catch {
    throw new MediaToolError('ffprobe printed no JSON', false, out.slice(-500));
  }
  const value = parsed as Partial<Probe>;
  return { format: value.format ?? {}, streams: value.streams ?? [] };
}

/** The duration ffprobe reads from a file's container, in seconds; null when it has none. */
export function durationOf(info: Probe): number | null {
  const seconds = Number(info.format.duration);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}
