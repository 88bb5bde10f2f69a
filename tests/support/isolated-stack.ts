// An isolated world for fault tests: its own database (created and migrated here, dropped at the
// end), its own stack on its own ports, and no worker of its own: the test starts, kills and
// restarts worker processes itself (startWorker), so nothing else takes its jobs. The shared test
// stack keeps running beside it, untouched.
import { execFileSync } from 'node:child_process';
import postgres from 'postgres';
import { databaseName, maintenanceUrl } from '../../local/db/database-url.ts';
import { migrate } from '../../local/db/migrate.ts';
import { stackConfig, type StackConfig } from '../../local/stack/config.ts';
import { startStack, type RunningStack } from '../../local/stack/start-stack.ts';
import { startWorkerProcess, type WorkerProcess } from '../../local/stack/worker-process.ts';
import { testStackConfig, testStackPortBase } from './test-stack.ts';

/**
 * Where a checkout's isolated world lives, from the shared test stack's settings (TEST_STACK_PORT_BASE,
 * DATABASE_URL), so two checkouts never meet: its stack 20 ports above the shared one's base
 * (gateway +21, mail +24, function +31, between the shared stack's ports and the next block), and
 * the shared database's name with `_isolated`, on the same server.
 */
export function isolatedWorldAddress({
  portBase = testStackPortBase(),
  databaseUrl = testStackConfig().databaseUrl,
}: { portBase?: number; databaseUrl?: string } = {}): { portBase: number; databaseUrl: string } {
  const url = new URL(databaseUrl);
  url.pathname = `/${databaseName(databaseUrl)}_isolated`;
  return { portBase: portBase + 20, databaseUrl: url.toString() };
}

export interface IsolatedWorld {
  config: StackConfig;
  /** A superuser connection to the world's database. */
  sql: postgres.Sql;
  /**
   * Starts a worker process against this world; `env` overrides its settings (the mail provider,
   * WORKER_DEAD_AFTER_SECONDS). Resolves once it is ready.
   */
  startWorker(env?: Record<string, string>): Promise<WorkerProcess>;
  /** Calls the world's api function through its gateway, as the browser would. */
  callApi(path: string, options?: { method?: string; token?: string; body?: unknown }): Promise<Response>;
  /** Kills every worker still running, stops the stack and drops the database. */
  stop(): Promise<void>;
}

async function recreateDatabase(url: string): Promise<void> {
  const admin = postgres(maintenanceUrl(url), { max: 1, onnotice: () => {} });
  try {
    await admin`drop database if exists ${admin(databaseName(url))} with (force)`;
    // template0: nobody may connect to it, where another file's maintenance session on template1
    // (files run side by side) would refuse the copy.
    await admin`create database ${admin(databaseName(url))} template template0`;
  } finally {
    await admin.end();
  }
}

async function dropDatabase(url: string): Promise<void> {
  const admin = postgres(maintenanceUrl(url), { max: 1, onnotice: () => {} });
  try {
    await admin`drop database if exists ${admin(databaseName(url))} with (force)`;
  } finally {
    await admin.end();
  }
}

/** The ids of the processes `pid` started, and theirs, deepest last. */
function descendantsOf(pid: number): number[] {
  let children: number[];
  try {
    children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    // pgrep exits 1 when there are none.
    children = [];
  }
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

/**
 * Kills a worker as a crash would (SIGKILL), with no chance to finish its jobs or say goodbye.
 * What it started (ffmpeg) would outlive a SIGKILL of the worker alone: those are killed first, by id.
 */
export async function killWorker(worker: WorkerProcess): Promise<void> {
  const { child } = worker;
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (const pid of descendantsOf(child.pid).reverse()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  child.kill('SIGKILL');
  await exited;
}

export async function startIsolatedWorld(
  options: { log?: (service: string, line: string) => void } = {},
): Promise<IsolatedWorld> {
  const { portBase, databaseUrl } = isolatedWorldAddress();
  await recreateDatabase(databaseUrl);
  await migrate(databaseUrl);
  const config: StackConfig = {
    ...stackConfig({ ...process.env, STACK_PORT_BASE: String(portBase), SITE_URL: undefined }),
    databaseUrl,
  };
  const log =
    options.log ??
    ((service: string, line: string) => {
      if (process.env.STACK_LOG) console.log(`[isolated ${service}] ${line}`);
    });
  let stack: RunningStack;
  try {
    stack = await startStack({ config, worker: false, failUndeclaredAnswers: true, log });
  } catch (error) {
    await dropDatabase(databaseUrl);
    throw error;
  }
  const sql = postgres(databaseUrl, { max: 4, onnotice: () => {} });
  const workers: WorkerProcess[] = [];

  return {
    config,
    sql,
    async startWorker(env = {}) {
      const worker = startWorkerProcess(config, { env, onOutput: (line) => log('worker', line) });
      workers.push(worker);
      await worker.ready;
      return worker;
    },
    callApi(path, { method = 'GET', token, body } = {}) {
      const headers = new Headers();
      if (token !== undefined) headers.set('authorization', `Bearer ${token}`);
      if (body !== undefined) headers.set('content-type', 'application/json');
      return fetch(`${config.supabaseUrl}/functions/v1/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },
    async stop() {
      await Promise.all(workers.map(killWorker));
      await stack.stop();
      await sql.end({ timeout: 5 });
      await dropDatabase(databaseUrl);
    },
  };
}
