import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { REPO_ROOT, type StackConfig } from '../stack/config.ts';
import { appSupabaseUrl } from './dev-config.ts';

const VITE = resolve(REPO_ROOT, 'node_modules/.bin/vite');

export interface ViteProcess {
  pid: number | undefined;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * The Vite dev server for the React app on config.appPort (strict: it fails rather than take
 * another port). It runs in its own process group, so a Ctrl-C reaches only `npm run dev`, which
 * then stops Vite and everything else in order.
 */
export function startVite(
  config: StackConfig,
  options: { log: (line: string) => void; color: boolean },
): ViteProcess {
  const child = spawn(VITE, ['--port', String(config.appPort), '--strictPort', '--clearScreen', 'false'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      VITE_SUPABASE_URL: appSupabaseUrl(config),
      VITE_SUPABASE_PUBLISHABLE_KEY:
        process.env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim() || config.publishableKey,
      ...(options.color ? { FORCE_COLOR: '1' } : {}),
    },
  });
  const forward = (chunk: Buffer) => options.log(chunk.toString());
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);

  const exited = new Promise<number | null>((done) => {
    child.once('exit', (code) => done(code));
    child.once('error', (error) => {
      options.log(`Vite could not start: ${error.message}`);
      done(1);
    });
  });

  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // The group is gone already.
    }
  };

  return {
    pid: child.pid,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return killGroup('SIGKILL');
      killGroup('SIGTERM');
      const timer = setTimeout(() => killGroup('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      killGroup('SIGKILL'); // anything Vite started and left behind in its group
    },
  };
}
