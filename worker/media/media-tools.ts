// ffmpeg and ffprobe as the media worker runs them: spawned with an argument array (never a shell
// string), stdin closed, only the tail of stderr kept for the log and the error. A tool that exits
// with an error code has judged the input (damaged, empty, unsupported): that is permanent. One
// killed by a signal or the time limit says nothing about the file: that is worth another attempt.
// The tools parse hostile uploads, so they get no secret of the worker's (DATABASE_URL, the
// secret key, the providers' keys): their environment is PATH, to find them, and the allocator's
// settings (toolEnvironment). Every input is read through inputOf: a named demuxer and the file
// protocol only.
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

/**
 * The threads of one ffmpeg run: its share of the cores the process may use (`cores`, which a
 * pinned process sees as its own) among the media jobs it runs at once, and at least one. The
 * worker's parallelism is its jobs: on this machine's two cores two single-threaded runs side by
 * side make 1.7 times one's work where two threaded ones make 1.25 (docs/benchmarks.md, hiring
 * drive), as threads of a short answer cost more to start and to keep in step than they save; a
 * lone job on an otherwise idle replica still uses every core (a long answer's wait).
 */
export function threadsPerJob(cores: number, jobsAtOnce: number): number {
  return Math.max(1, Math.floor(cores / jobsAtOnce));
}

/**
 * glibc's allocator as the tools run best on a virtual machine, where every page first touched is a
 * fault costing 14 to 19 µs, by core and moment (docs/benchmarks.md, hiring drive): a large block
 * comes from the heap, not from an mmap of its own that a free gives back, the heap grows in 64 MB
 * steps and is not trimmed, and its memory is asked for in huge pages (the kernel's transparent huge
 * pages on madvise: one fault for 2 MB). A recording's ffmpeg run takes 4,200 faults instead of
 * 10,100, and 16% less time; ffprobe, whose faults are its libraries', is unchanged.
 */
const GLIBC_TUNABLES = [
  'glibc.malloc.hugetlb=1',
  'glibc.malloc.mmap_threshold=67108864',
  'glibc.malloc.trim_threshold=134217728',
  'glibc.malloc.top_pad=67108864',
].join(':');

/** The tools' whole environment. */
function toolEnvironment(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin', GLIBC_TUNABLES };
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

/**
 * Runs ffmpeg quietly, overwriting its outputs; rejects with MediaToolError. Its filters and the
 * decoding of its first input use `threads` (threadsPerJob), as the encoder does (rendition-plan.ts):
 * `args` start with that input.
 */
export async function runFfmpeg(
  args: readonly string[],
  options: RunOptions & { threads: number },
): Promise<void> {
  const threads = String(options.threads);
  await runTool(
    'ffmpeg',
    [
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-filter_threads',
      threads,
      '-y',
      '-threads',
      threads,
      ...args,
    ],
    options,
  );
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
  format: { format_name?: string };
  streams: ProbedStream[];
}

/** What probeAndScan reads of each packet. */
export interface PacketLine {
  stream: number;
  start: number | null;
  end: number | null;
}

/** ffprobe's fields of a file's packets, streams and container, and nothing a file can name (no tags). */
const INSPECTED_ENTRIES = [
  'packet=stream_index,pts_time,duration_time',
  'stream=index,codec_type,codec_name,pix_fmt,width,height',
  'stream_disposition=attached_pic',
  'format=format_name',
].join(':');

function secondsOf(text: string | undefined): number | null {
  const value = text === undefined || text === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) ? value : null;
}

function countOf(text: string | undefined): number | undefined {
  const value = Number(text);
  return text !== undefined && Number.isInteger(value) ? value : undefined;
}

/** One line of ffprobe's compact writer: `section|key=value|…` (values it writes, never a file's text). */
function compactLine(line: string): { section: string; fields: Map<string, string> } {
  const [section = '', ...pairs] = line.split('|');
  const fields = new Map<string, string>();
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at > 0) fields.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return { section, fields };
}

function streamOf(fields: Map<string, string>): ProbedStream {
  const text = (key: string) => fields.get(key) || undefined;
  return {
    codec_type: fields.get('codec_type') ?? '',
    codec_name: text('codec_name'),
    pix_fmt: text('pix_fmt'),
    width: countOf(fields.get('width')),
    height: countOf(fields.get('height')),
    disposition: { attached_pic: countOf(fields.get('disposition:attached_pic')) },
  };
}

/**
 * One ffprobe run over a file (each start costs about 130 ms of CPU, make-renditions.ts): every
 * packet's stream and timestamps as it demuxes them (nothing decoded), handed to `onPacket`, whose
 * false stops ffprobe there; then, once every packet is read, the container and its streams, which
 * ffprobe prints last. A stopped run has read no stream. Rejects with MediaToolError.
 */
export async function probeAndScan(
  input: MediaInput,
  onPacket: (packet: PacketLine) => boolean,
  options: RunOptions,
): Promise<Probe> {
  const info: Probe = { format: {}, streams: [] };
  await runTool(
    'ffprobe',
    ['-v', 'error', '-show_entries', INSPECTED_ENTRIES, '-of', 'compact', ...inputOf(input)],
    {
      ...options,
      onLine: (line) => {
        const { section, fields } = compactLine(line);
        if (section === 'packet') {
          const start = secondsOf(fields.get('pts_time'));
          const length = secondsOf(fields.get('duration_time'));
          return onPacket({
            stream: Number(fields.get('stream_index')),
            start,
            end: start === null ? null : start + (length ?? 0),
          });
        }
        if (section === 'stream') info.streams.push(streamOf(fields));
        if (section === 'format') info.format.format_name = fields.get('format_name');
        return true;
      },
    },
  );
  return info;
}
