import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { roleUrl } from '../db/database-url.ts';
import { REPO_ROOT, type StackConfig } from './config.ts';
import { diesWithParent } from './die-with-parent.ts';

const ENTRY = resolve(REPO_ROOT, 'worker/main.ts');

/** Settings the worker takes from this process's environment when set (.env.example). */
const PASSED_ENV = [
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'OPENAI_MODEL',
  'OPENAI_TRANSCRIBE_MODEL',
  'OPENAI_TIMEOUT_SECONDS',
  'RESEND_API_KEY',
  'RESEND_BASE_URL',
  'MAIL_FROM',
  'MAIL_TEST_RECIPIENT',
  'WORKER_MEDIA_CONCURRENCY',
  'WORKER_AI_CONCURRENCY',
  'WORKER_AI_MAX_ATTEMPTS',
  'WORKER_MAIL_CONCURRENCY',
  'WORKER_WEBHOOK_CONCURRENCY',
  'WORKER_DEAD_AFTER_SECONDS',
] as const;

export interface WorkerProcess {
  child: ChildProcess;
  /** Resolves when the worker has said it is ready, rejects if it exits first. */
  ready: Promise<void>;
  /** SIGTERM (a graceful stop: the jobs in hand finish), resolved when it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts the job worker (worker/main.ts) against the stack: its database, as the worker's own role
 * (job_worker, as deployed), its Storage, its mail viewer. `env` overrides single settings (tests point the mail provider elsewhere, or shorten the
 * time after which a silent worker counts as dead).
 */
export function startWorkerProcess(
  config: StackConfig,
  options: {
    env?: Record<string, string>;
    onOutput?: (line: string) => void;
    /** Pins the process and its ffmpeg to these CPUs (`taskset -c`), as a replica of that size. */
    cpus?: string;
  } = {},
): WorkerProcess {
  const passed: Record<string, string> = {};
  for (const name of PASSED_ENV) {
    const value = process.env[name];
    if (value) passed[name] = value;
  }
  // tsx's loader in node itself, not tsx's command, which would run the worker in a child of its
  // own that the parent-death signal does not reach.
  const [command, args] = diesWithParent(process.execPath, ['--import', 'tsx', ENTRY]);
  const pinned: [string, string[]] = options.cpus
    ? ['taskset', ['--cpu-list', options.cpus, command, ...args]]
    : [command, args];
  const child = spawn(...pinned, {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NO_COLOR: '1',
      DATABASE_URL: roleUrl(config.databaseUrl, 'job_worker'),
      SUPABASE_URL: config.supabaseUrl,
      SUPABASE_SECRET_KEY: config.secretKey,
      SITE_URL: config.siteUrl,
      MAIL_VIEWER_URL: config.mailUrl,
      // The local stack's webhook receivers (the tests', a developer's) listen on this machine.
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      ...passed,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let announce: () => void = () => undefined;
  const ready = new Promise<void>((resolveReady, reject) => {
    announce = resolveReady;
    child.once('exit', (code, signal) =>
      reject(new Error(`The worker exited before it was ready (${signal ?? `code ${code}`})`)),
    );
  });
  ready.catch(() => undefined);
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      if (line.includes('[worker] Ready.')) announce();
      options.onOutput?.(line);
    }
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  return {
    child,
    ready,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
