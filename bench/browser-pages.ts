/**
 * `npm run bench:browser`: what one browser page costs this machine, the unit every browser test
 * pays (docs/testing.md): a new context in the tests' Chromium (CHROMIUM_PATH, the suite's
 * switches) opening the production build's landing page until its heading shows, then closing.
 * Prints the Chromium, and per page the wall time, the CPU of Chromium's processes (its browser
 * process and every descendant, exited renderers included through their parents' counts), the
 * machine's busy time and its page faults. No stack: the landing page of a signed-out visitor
 * asks nothing of it.
 */
import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { REPO_ROOT } from '../local/stack/config.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/browser.ts';
import { benchDatabaseUrl } from './bench-database.ts';
import { benchStackConfig } from './bench-stack-config.ts';
import { machineBusySeconds, TICKS_PER_SECOND } from './machine-cpu.ts';
import { percentile } from './api-latency.ts';
import { serveProductionBuild } from './production-build.ts';

/** Pages counted, after one that is not (the browser's own first-page work). */
const PAGES = 6;

const log = (line: string) => console.log(`[browser] ${line}`);

/** CPU seconds of `root` and its descendants, each with its reaped children's. */
async function treeCpuSeconds(root: number): Promise<number> {
  const parents = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => undefined);
    if (!stat) continue;
    // After the command's closing parenthesis: state, ppid, … utime (14th), stime, cutime, cstime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    parents.set(Number(entry), Number(fields[1]));
    ticks.set(
      Number(entry),
      [11, 12, 13, 14].reduce((sum, field) => sum + Number(fields[field]), 0),
    );
  }
  const inTree = (pid: number): boolean => {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = parents.get(at)) {
      if (at === root) return true;
    }
    return false;
  };
  let total = 0;
  for (const [pid, count] of ticks) if (inTree(pid)) total += count;
  return total / TICKS_PER_SECOND;
}

async function pageFaults(): Promise<number> {
  const vmstat = await readFile('/proc/vmstat', 'utf8');
  return Number(/^pgfault (\d+)$/m.exec(vmstat)?.[1] ?? Number.NaN);
}

async function main() {
  const { config, appPort } = benchStackConfig(benchDatabaseUrl());
  const outDir = join(REPO_ROOT, '.local', 'bench', 'browser-dist');
  process.env.VITE_SUPABASE_URL = config.supabaseUrl;
  process.env.VITE_SUPABASE_PUBLISHABLE_KEY = config.publishableKey;
  log('Building for production…');
  const server = await serveProductionBuild(outDir, appPort);
  const browserServer = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const root = browserServer.process().pid;
  if (root === undefined) throw new Error('Chromium started without a process id');
  const browser = await chromium.connect(browserServer.wsEndpoint());
  try {
    const walls: number[] = [];
    let chromiumCpu = 0;
    let machineCpu = 0;
    let faults = 0;
    for (let page = 0; page <= PAGES; page++) {
      const before = {
        chromium: await treeCpuSeconds(root),
        machine: await machineBusySeconds(),
        faults: await pageFaults(),
      };
      const started = performance.now();
      const context = await browser.newContext({ baseURL: `http://127.0.0.1:${appPort}` });
      const tab = await context.newPage();
      await tab.goto('/');
      await tab.getByRole('heading', { level: 1 }).waitFor();
      await context.close();
      const wall = performance.now() - started;
      if (page === 0) continue;
      walls.push(wall);
      chromiumCpu += (await treeCpuSeconds(root)) - before.chromium;
      machineCpu += (await machineBusySeconds()) - before.machine;
      faults += (await pageFaults()) - before.faults;
    }
    walls.sort((a, b) => a - b);
    const version = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim();
    console.log(
      [
        `\n${version} (${CHROMIUM_PATH}), ${PAGES} pages after one not counted: a new context, the landing page until its heading shows, closed.\n`,
        '| wall ms a page, median | Chromium CPU s a page | machine busy s a page | page faults a page |',
        '| ---------------------- | --------------------- | --------------------- | ------------------ |',
        `| ${percentile(walls, 50).toFixed(0)} | ${(chromiumCpu / PAGES).toFixed(2)} | ${(machineCpu / PAGES).toFixed(2)} | ${Math.round(faults / PAGES).toLocaleString('en')} |`,
      ].join('\n'),
    );
  } finally {
    await browser.close();
    await browserServer.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
