// ffmpeg and ffprobe as the media worker runs them: spawned with an argument array (never a shell
// string), stdin closed, only the tail of stderr kept for the log and the error. A tool that exits
// with an error code has judged the input (damaged, empty, unsupported): that is permanent. One
// killed by a signal or the time limit says nothing about the file: that is worth another attempt.
// The tools parse hostile uploads, so they get no secret of the worker's (DATABASE_URL, the
// secret key, the providers' keys): their environment is PATH alone, to find them. Every input
// is read through inputOf: a named demuxer and the file protocol only.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

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

interface ToolOptions extends RunOptions {
  /** Reads stdout line by line instead of keeping it; returning false stops the tool there. */
  onLine?: (line: string) => boolean;
}

/** ffmpeg's demuxer for each container a browser records into (admission.ts names it from the bytes). */
export type Demuxer = 'matroska' | 'mov' | 'ogg';

/** A file the tools read: where it is and the demuxer its leading bytes named. */
export interface MediaInput {
  file: string;
  demuxer: Demuxer;
}

/** The input arguments of a file: its demuxer named (nothing is probed) and no protocol but file. */
export function inputOf(input: MediaInput): string[] {
  return ['-f', input.demuxer, '-protocol_whitelist', 'file', '-i', `file:${input.file}`];
}

/** The tools' whole environment. */
function toolEnvironment(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin' };
}

function runTool(tool: 'ffmpeg' | 'ffprobe', args: readonly string[], options: ToolOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: toolEnvironment(),
      timeout: options.timeoutMs,
      killSignal: 'SIGKILL',
      ...(options.signal && { signal: options.signal }),
    });
    const stdout: Buffer[] = [];
    let stderr = '';
    let stopped = false;
    const { onLine } = options;
    if (onLine) {
      const lines = createInterface({ input: child.stdout });
      lines.on('line', (line) => {
        if (stopped || onLine(line)) return;
        stopped = true;
        lines.close();
        child.kill('SIGKILL');
      });
    } else {
      child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    }
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL_CHARS);
    });
    child.once('error', (error) =>
      reject(new MediaToolError(`${tool} could not run: ${error.message}`, true, stderr)),
    );
    child.once('close', (code, signal) => {
      if (code === 0 || stopped) return resolve(Buffer.concat(stdout).toString());
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
export async function probe(input: MediaInput, options: RunOptions): Promise<Probe> {
  const out = await runTool(
    'ffprobe',
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', ...inputOf(input)],
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

/** What scanPackets reads of each packet. */
export interface PacketLine {
  stream: number;
  start: number | null;
  end: number | null;
}

/**
 * Reads every packet's stream and timestamps (demuxing only, nothing decoded), handing each to
 * `onPacket`; returning false stops ffprobe there. Rejects with MediaToolError.
 */
export async function scanPackets(
  input: MediaInput,
  onPacket: (packet: PacketLine) => boolean,
  options: RunOptions,
): Promise<void> {
  const seconds = (text: string | undefined) => {
    const value = text === undefined || text === '' ? Number.NaN : Number(text);
    return Number.isFinite(value) ? value : null;
  };
  await runTool(
    'ffprobe',
    [
      ...['-v', 'error', '-show_entries', 'packet=stream_index,pts_time,duration_time', '-of', 'csv=p=0'],
      ...inputOf(input),
    ],
    {
      ...options,
      onLine: (line) => {
        const [stream, pts, duration] = line.split(',');
        const start = seconds(pts);
        const length = seconds(duration);
        return onPacket({
          stream: Number(stream),
          start,
          end: start === null ? null : start + (length ?? 0),
        });
      },
    },
  );
}
