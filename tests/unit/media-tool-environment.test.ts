// ffmpeg and ffprobe parse hostile uploads (issue #33 item 3): the real ffmpeg child the worker's
// spawn helper starts holds none of the worker's secrets, read from the child's /proc/<pid>/environ
// while it runs.
import { readdir, readFile } from 'node:fs/promises';
import { afterEach, expect, it, vi } from 'vitest';
import { runFfmpeg } from '../../worker/media/media-tools.ts';

const SECRETS = {
  DATABASE_URL: 'postgresql://postgres:db-password-in-env@127.0.0.1:54322/postgres',
  SUPABASE_SECRET_KEY: 'sb_secret_key_in_env',
  OPENAI_API_KEY: 'sk-openai-key-in-env',
  RESEND_API_KEY: 're_resend_key_in_env',
};

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The pids of this process's children running `command`. */
async function childrenRunning(command: string): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const fields = /^\d+ \((.*)\) \S+ (\d+) /.exec(stat);
    if (fields?.[1] === command && Number(fields[2]) === process.pid) pids.push(Number(entry));
  }
  return pids;
}

async function environmentOf(pid: number): Promise<Record<string, string>> {
  const raw = await readFile(`/proc/${pid}/environ`, 'utf8');
  return Object.fromEntries(
    raw
      .split('\0')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
}

it("starts ffmpeg with PATH and glibc's allocator settings alone in its environment, no secret of the worker", async () => {
  for (const [name, value] of Object.entries(SECRETS)) vi.stubEnv(name, value);
  const stop = new AbortController();
  // Real time (-re): runs for a minute unless stopped, long enough to be looked at.
  const running = runFfmpeg(['-re', '-f', 'lavfi', '-i', 'sine=duration=60', '-f', 'null', '-'], {
    timeoutMs: 90_000,
    threads: 1,
    signal: stop.signal,
  }).catch((error: unknown) => error);
  try {
    let pids: number[] = [];
    await expect
      .poll(async () => (pids = await childrenRunning('ffmpeg')).length, { timeout: 15_000 })
      .toBe(1);
    const environment = await environmentOf(pids[0] ?? 0);
    // glibc's loader cuts GLIBC_TUNABLES at its colons in place as it reads them: in /proc its later
    // settings show as entries of their own.
    const names = Object.keys(environment).filter((name) => !name.startsWith('glibc.malloc.'));
    expect(names.sort()).toEqual(['GLIBC_TUNABLES', 'PATH']);
    expect(environment.PATH).toBe(process.env.PATH);
    expect(environment.GLIBC_TUNABLES).toMatch(/^glibc\.malloc\.[a-z_]+=\d+$/);
  } finally {
    stop.abort();
    await running;
  }
});
