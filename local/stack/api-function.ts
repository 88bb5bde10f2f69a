import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { REPO_ROOT, type StackConfig } from './config.ts';
import { diesWithParent } from './die-with-parent.ts';

const DENO = resolve(REPO_ROOT, 'node_modules/.bin/deno');
const ENTRY = resolve(REPO_ROOT, 'supabase/functions/api/index.ts');
const CONFIG = resolve(REPO_ROOT, 'supabase/functions/api/deno.json');

export interface FunctionProcess {
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Serves the api function with real Deno, as the edge runtime would: the same index.ts, its own
 * deno.json, the environment Supabase gives functions. DENO_SERVE_ADDRESS points its Deno.serve at
 * the local port. `watch` reloads it when a file under supabase/functions changes (npm run dev).
 */
export function startApiFunction(
  config: StackConfig,
  options: { watch: boolean; failUndeclaredAnswers: boolean; onOutput?: (line: string) => void },
): FunctionProcess {
  const args = [
    'run',
    '--config',
    CONFIG,
    '--allow-net',
    '--allow-env',
    '--allow-read',
    '--no-prompt',
    ...(options.watch ? ['--watch'] : []),
    ENTRY,
  ];
  const child = spawn(...diesWithParent(DENO, args), {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${config.functionPort}`,
      DENO_NO_UPDATE_CHECK: '1',
      NO_COLOR: '1',
      SUPABASE_URL: config.supabaseUrl,
      SUPABASE_DB_URL: config.databaseUrl,
      SUPABASE_PUBLISHABLE_KEY: config.publishableKey,
      SUPABASE_SECRET_KEY: config.secretKey,
      SITE_URL: config.siteUrl,
      // Auth's e-mails come to the api through the Send Email Hook and go to the local mail viewer
      // (unless RESEND_API_KEY is set), as the worker's do.
      MAIL_VIEWER_URL: config.mailUrl,
      SEND_EMAIL_HOOK_SECRET: config.sendEmailHook?.secret ?? '',
      // The local stack's webhook receivers (the tests', a developer's) listen on this machine.
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      FAIL_UNDECLARED_ANSWERS: String(options.failUndeclaredAnswers),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) options.onOutput?.(line);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  return {
    child,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** Resolves when the function answers its health route, or rejects after the timeout. */
export async function waitForFunction(config: StackConfig, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${config.functionPort}/api/health`);
      if (response.status < 500) return;
      last = `HTTP ${response.status}: ${await response.text()}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The api function did not come up within ${timeoutMs} ms (${last}).`);
}
