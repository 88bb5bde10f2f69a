import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { REPO_ROOT } from '../local/stack/config.ts';
import { diesWithParent } from '../local/stack/die-with-parent.ts';

const ENTRY = resolve(REPO_ROOT, 'bench/stack-process.ts');
/** What stack-process.ts prints once the stack serves. */
export const READY_LINE = '[bench stack] Ready.';

export interface SeparateStack {
  stop(): Promise<void>;
}

/**
 * Starts the bench's stack (stack-process.ts) in a process of its own against `databaseUrl`, and
 * resolves once it serves. Apart from the bench's clients, as the gateway, Auth and Storage are
 * services apart from their clients on Supabase: in one process, 100 simulated candidates, their
 * uploads and the stand-ins shared one event loop, and each waited on the others' work.
 */
export async function startSeparateStack(databaseUrl: string): Promise<SeparateStack> {
  // tsx's loader in node itself, so the parent-death signal reaches the process that holds the ports.
  const child = spawn(...diesWithParent(process.execPath, ['--import', 'tsx', ENTRY]), {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  await new Promise<void>((ready, fail) => {
    const read = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      if (text.includes(READY_LINE)) ready();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code, signal) =>
      fail(
        new Error(
          `The bench stack exited before it was ready (${signal ?? `code ${code}`}):\n${output.join('')}`,
        ),
      ),
    );
  });
  return {
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
