import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { resolve } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseName, databaseUrl, maintenanceUrl } from '../../local/db/database-url.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../local/dev/demo-accounts.ts';
import { findPortHolder } from '../../local/dev/port-holder.ts';
import { descendants, isAlive } from '../../local/dev/process-tree.ts';
import { REPO_ROOT, stackConfig } from '../../local/stack/config.ts';

const DENO_ENTRY = resolve(REPO_ROOT, 'supabase/functions/api/index.ts');
/** A video answer of the seed (supabase/seed.sql), stored by `npm run dev` before the banner. */
const DEMO_RECORDING =
  '30000000-0000-4000-a000-000000000005/20000000-0000-4000-a000-000000000001/answer.webm';

/**
 * The ports of the stacks these tests start: base, +100, +200, +300 and +400 (each stack takes its base
 * +1 to +50). DEV_TEST_PORT_BASE moves them, for a machine where another checkout runs the same tests.
 */
const PORT_BASE = Number(process.env.DEV_TEST_PORT_BASE ?? 22320);

/**
 * What every process a test's `npm run dev` starts inherits, and nothing else on the machine
 * holds: found by it, a leftover is this run's, never another checkout's with the same ports.
 */
const RUN_ID = `${process.pid}-${Date.now()}`;
const runMark = (portBase: number) => `DEV_COMMAND_TEST_RUN=${RUN_ID}-${portBase}`;

/**
 * `npm run dev` as package.json runs it (node with tsx's loader: no wrapper process between the
 * signal and the runner), on its own ports and in its own process group.
 */
function startDev(portBase: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'local/dev.ts'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...env,
      DEV_COMMAND_TEST_RUN: `${RUN_ID}-${portBase}`,
      STACK_PORT_BASE: String(portBase),
      APP_PORT: undefined,
      SITE_URL: undefined,
      VITE_SUPABASE_URL: undefined,
      NO_COLOR: '1',
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, exited, output: () => output };
}

/**
 * Kills `npm run dev`'s process group and whatever it started on these ports that outlived it, so
 * a failed run leaves nothing listening for the next.
 */
function killDev(child: ChildProcess, portBase: number): void {
  const pids = [child.pid, ...pidsWithEnv(runMark(portBase))];
  for (const pid of pids) {
    try {
      if (pid !== undefined) process.kill(pid === child.pid ? -pid : pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
}

async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  exited: Promise<unknown>,
) {
  let done = false;
  void exited.then(() => (done = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !done) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(done ? `npm run dev exited before ${what}` : `Timed out waiting for ${what}`);
}

const answers = (url: string) => async () =>
  (await fetch(url, { signal: AbortSignal.timeout(5000) })).status === 200;

/** True when nothing listens on host:port (a refused connection, or no such address here). */
function refuses(port: number, host: string): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      done(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      done(['ECONNREFUSED', 'EADDRNOTAVAIL', 'ENETUNREACH', 'EAFNOSUPPORT'].includes(error.code ?? '')),
    );
  });
}

/** Live processes whose environment holds `entry` exactly, e.g. runMark(22320). */
function pidsWithEnv(entry: string): number[] {
  const found: number[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(entry)) continue;
      if (isAlive(Number(pid))) found.push(Number(pid));
    } catch {
      // Exited meanwhile, or not ours to read.
    }
  }
  return found;
}

/** A database of its own on the tests' server, made empty: `npm run dev` migrates and seeds it. */
async function freshDatabase(suffix: string) {
  const url = new URL(databaseUrl());
  url.pathname = `/${databaseName(url.toString())}_${suffix}`;
  const admin = postgres(maintenanceUrl(url.toString()), { max: 1, onnotice: () => {} });
  const name = databaseName(url.toString());
  const drop = () => admin`drop database if exists ${admin(name)} with (force)`;
  await drop();
  // template0: nobody may connect to it, where another run's session on template1 would refuse the copy.
  await admin`create database ${admin(name)} template template0`;
  return {
    url: url.toString(),
    async remove() {
      await drop();
      await admin.end();
    },
  };
}

/** Processes that keep both cores busy, as the other engineers' test runs do, until stopped. */
function burnCpu(count = 2) {
  const burners = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  return () => burners.forEach((burner) => burner.kill('SIGKILL'));
}

/** Until `check` holds, or `timeoutMs` passed. */
async function eventually(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !(await check())) await new Promise((r) => setTimeout(r, 250));
}

function processesWithEnv(entry: string): string[] {
  return pidsWithEnv(entry).map((pid) => `${pid}: ${commandLine(pid)}`);
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

describe('npm run dev', () => {
  it('on a fresh database, serves the app and the stack, prints the banner, plays the demo answers, and leaves no process or port behind on SIGINT', async () => {
    const base = PORT_BASE;
    const database = await freshDatabase('dev');
    const config = stackConfig({ STACK_PORT_BASE: String(base) });
    const ports = [config.gatewayPort, config.mailPort, config.functionPort, config.appPort];
    const dev = startDev(base, { DATABASE_URL: database.url });
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    try {
      await waitUntil('the app', answers(`http://localhost:${config.appPort}/`), 180_000, dev.exited).catch(
        (error: Error) => {
          throw new Error(`${error.message}\n${dev.output()}`);
        },
      );
      await waitUntil(
        'the api',
        answers(`${config.supabaseUrl}/functions/v1/api/health`),
        10_000,
        dev.exited,
      );
      await waitUntil(
        'the banner',
        async () => dev.output().includes(`password ${DEMO_PASSWORD}`),
        30_000,
        dev.exited,
      );

      const output = dev.output();
      expect(output).toContain(`App          http://localhost:${config.appPort}`);
      expect(output).toContain(`API gateway  ${config.supabaseUrl}`);
      expect(output).toContain(`Mail viewer  ${config.mailUrl}`);
      expect(output).toContain('Database     postgresql://');
      expect(output).toContain(`password ${DEMO_PASSWORD}`);
      for (const account of DEMO_ACCOUNTS) expect(output).toContain(account.email);
      expect(output).toMatch(/^\[db\] {6}/m);
      expect(output).toMatch(/^\[api\] {5}/m);
      expect(output).toMatch(/^\[vite\] {4}/m);
      expect(output).not.toContain('\x1b['); // no colour when stdout is not a terminal
      expect((await fetch(config.mailUrl)).status).toBe(200);
      // The seeded answers have real recordings to play (stored before the banner).
      const recording = await fetch(
        `${config.supabaseUrl}/storage/v1/object/authenticated/responses/${DEMO_RECORDING}`,
        { headers: { authorization: `Bearer ${config.secretKey}`, apikey: config.secretKey } },
      );
      expect(recording.status).toBe(200);
      expect(recording.headers.get('content-type')).toBe('video/webm');
      expect((await recording.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
      // ...and the worker, started after they were stored, makes each of them ready to play.
      const recordings = () => sql<{ source_path: string; status: string; error: string | null }[]>`
        select source_path, status::text as status, error from public.recording_media
        where source_path like '30000000-0000-4000-a000-%' order by source_path`;
      await eventually(
        async () => (await recordings()).every(({ status }) => status === 'READY' || status === 'FAILED'),
        90_000,
      );
      const settled = await recordings();
      expect(settled.length).toBeGreaterThan(0);
      expect(settled.filter(({ status }) => status !== 'READY')).toEqual([]);

      const tree = descendants(dev.child.pid as number);
      expect(tree.map(commandLine).some((command) => command.includes(DENO_ENTRY))).toBe(true);
      // Vite serves the app from within npm run dev's own processes, so it cannot outlive them.
      expect([dev.child.pid, ...tree]).toContain(findPortHolder(config.appPort)?.pid);

      process.kill(dev.child.pid as number, 'SIGINT');
      const code = await Promise.race([
        dev.exited,
        new Promise((r) => setTimeout(() => r('timeout'), 25_000)),
      ]);
      expect(code, dev.output()).toBe(0);

      expect(tree.filter(isAlive).map((pid) => `${pid}: ${commandLine(pid)}`)).toEqual([]);
      expect(processesWithEnv(runMark(base))).toEqual([]);
      expect(processesWithEnv(`DENO_SERVE_ADDRESS=tcp:127.0.0.1:${config.functionPort}`)).toEqual([]);
      for (const port of ports) {
        expect(await refuses(port, '127.0.0.1'), `port ${port}`).toBe(true);
        expect(await refuses(port, '::1'), `port ${port} (IPv6)`).toBe(true);
      }
    } finally {
      killDev(dev.child, base);
      await sql.end();
      await database.remove();
    }
  }, 400_000);

  // A terminal's Ctrl-C (SIGINT to the group), a supervisor that gives up (SIGKILL to the group),
  // and a kill of the runner's pid alone (`kill -9 <pid>`, an OOM kill), where nothing but the
  // runner's death tells its children to go.
  const stops = [
    { signal: 'SIGINT', target: 'process group', offset: 100 },
    { signal: 'SIGKILL', target: 'process group', offset: 200 },
    { signal: 'SIGKILL', target: 'pid alone', offset: 400 },
  ] as const;
  // A database of their own, which the first of them migrates and seeds: `npm run dev` on the
  // tests' database would run a second worker on the test stack's job queue, take the jobs of
  // files running beside this one (their recordings and e-mails) to its own stand-ins, and seed
  // demo rows while those files write theirs (docs/testing.md's flakes).
  let stopsDatabase: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  beforeAll(async () => {
    stopsDatabase = await freshDatabase('stops');
  });
  afterAll(async () => {
    await stopsDatabase?.remove();
  });
  for (const { signal, target, offset } of stops) {
    it(`leaves no process or port behind when its ${target} gets ${signal} on a busy machine`, async () => {
      const base = PORT_BASE + offset;
      const config = stackConfig({ STACK_PORT_BASE: String(base) });
      const ports = [config.gatewayPort, config.mailPort, config.functionPort, config.appPort];
      if (!stopsDatabase) throw new Error('The stop tests have no database of their own');
      const dev = startDev(base, { DATABASE_URL: stopsDatabase.url });
      let stopBurning: (() => void) | undefined;
      try {
        await waitUntil(
          'the banner',
          async () => dev.output().includes(`password ${DEMO_PASSWORD}`),
          120_000,
          dev.exited,
        ).catch((error: Error) => {
          throw new Error(`${error.message}\n${dev.output()}`);
        });
        const tree = descendants(dev.child.pid as number);
        stopBurning = burnCpu();

        const pid = dev.child.pid as number;
        process.kill(target === 'process group' ? -pid : pid, signal);
        await Promise.race([dev.exited, new Promise((r) => setTimeout(r, 60_000))]);
        await eventually(
          () => tree.every((pid) => !isAlive(pid)) && pidsWithEnv(runMark(base)).length === 0,
          10_000,
        );

        expect(tree.filter(isAlive).map((pid) => `${pid}: ${commandLine(pid)}`)).toEqual([]);
        expect(processesWithEnv(runMark(base))).toEqual([]);
        expect(processesWithEnv(`DENO_SERVE_ADDRESS=tcp:127.0.0.1:${config.functionPort}`)).toEqual([]);
        for (const port of ports) {
          expect(await refuses(port, '127.0.0.1'), `port ${port}`).toBe(true);
          expect(await refuses(port, '::1'), `port ${port} (IPv6)`).toBe(true);
        }
        if (signal === 'SIGINT') expect(dev.output()).toContain('Stopped.');
      } finally {
        stopBurning?.();
        killDev(dev.child, base);
      }
    }, 240_000);
  }

  it('fails fast when a port is taken, naming the port and what holds it', async () => {
    const base = PORT_BASE + 300;
    const config = stackConfig({ STACK_PORT_BASE: String(base) });
    const blocker = createServer();
    await new Promise<void>((done) => blocker.listen(config.mailPort, '127.0.0.1', done));
    const dev = startDev(base);
    try {
      const code = await Promise.race([
        dev.exited,
        new Promise((r) => setTimeout(() => r('timeout'), 20_000)),
      ]);
      expect(code, dev.output()).toBe(1);
      expect(dev.output()).toContain(
        `Port ${config.mailPort} (mail viewer) is already in use by pid ${process.pid}`,
      );
      expect(dev.output()).toContain('STACK_PORT_BASE=');
      expect(processesWithEnv(runMark(base))).toEqual([]);
    } finally {
      killDev(dev.child, base);
      await new Promise((done) => blocker.close(done));
    }
  });

  it('lists demo accounts that the seed creates', () => {
    const seed = readFileSync(resolve(REPO_ROOT, 'supabase/seed.sql'), 'utf8');
    for (const account of DEMO_ACCOUNTS) expect(seed).toContain(`'${account.email}'`);
  });
});
