import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../local/dev/demo-accounts.ts';
import { descendants, isAlive } from '../../local/dev/process-tree.ts';
import { REPO_ROOT, stackConfig } from '../../local/stack/config.ts';

const TSX = resolve(REPO_ROOT, 'node_modules/.bin/tsx');
const DENO_ENTRY = resolve(REPO_ROOT, 'supabase/functions/api/index.ts');
/** A video answer of the seed (supabase/seed.sql), stored by `npm run dev` before the banner. */
const DEMO_RECORDING =
  '30000000-0000-4000-a000-000000000005/20000000-0000-4000-a000-000000000001/answer.webm';

/** `npm run dev` as a developer starts it, on its own ports and in its own process group. */
function startDev(portBase: number) {
  const child = spawn(TSX, ['local/dev.ts'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
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
 * Kills `npm run dev`'s process group and whatever it started on these ports in groups of their
 * own (Vite), so a failed run leaves nothing listening for the next.
 */
function killDev(child: ChildProcess, portBase: number): void {
  const pids = [child.pid, ...pidsWithEnv(`STACK_PORT_BASE=${portBase}`)];
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

/** Live processes whose environment holds `entry` exactly, e.g. STACK_PORT_BASE=22320. */
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
  it('serves the app and the stack, prints the banner, and leaves no process or port behind on SIGINT', async () => {
    const base = 22320;
    const config = stackConfig({ STACK_PORT_BASE: String(base) });
    const ports = [config.gatewayPort, config.mailPort, config.functionPort, config.appPort];
    const dev = startDev(base);
    try {
      await waitUntil('the app', answers(`http://localhost:${config.appPort}/`), 75_000, dev.exited).catch(
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

      const tree = descendants(dev.child.pid as number);
      expect(tree.map(commandLine).some((command) => command.includes(DENO_ENTRY))).toBe(true);
      expect(tree.map(commandLine).some((command) => command.includes('vite'))).toBe(true);

      process.kill(dev.child.pid as number, 'SIGINT');
      const code = await Promise.race([
        dev.exited,
        new Promise((r) => setTimeout(() => r('timeout'), 25_000)),
      ]);
      expect(code, dev.output()).toBe(0);

      expect(tree.filter(isAlive).map((pid) => `${pid}: ${commandLine(pid)}`)).toEqual([]);
      expect(processesWithEnv(`STACK_PORT_BASE=${base}`)).toEqual([]);
      expect(processesWithEnv(`DENO_SERVE_ADDRESS=tcp:127.0.0.1:${config.functionPort}`)).toEqual([]);
      for (const port of ports) {
        expect(await refuses(port, '127.0.0.1'), `port ${port}`).toBe(true);
        expect(await refuses(port, '::1'), `port ${port} (IPv6)`).toBe(true);
      }
    } finally {
      killDev(dev.child, base);
    }
  }, 150_000);

  it('fails fast when a port is taken, naming the port and what holds it', async () => {
    const base = 22620;
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
      expect(processesWithEnv(`STACK_PORT_BASE=${base}`)).toEqual([]);
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
