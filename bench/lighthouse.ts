/**
 * `npm run bench:lighthouse`: Lighthouse's mobile performance score of the landing page and of a
 * candidate's /take link, on the production build served by `vite preview` beside the local stack
 * (the take page asks the api for its invitation), in Debian's Chromium (CHROMIUM_PATH). Prints
 * the scores and fails below 90; docs/benchmarks.md records them.
 */
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import postgres from 'postgres';
import { build, preview, type Plugin } from 'vite';
import { startCluster } from '../local/db/cluster.ts';
import { usesLocalCluster } from '../local/db/database-url.ts';
import { REPO_ROOT, stackConfig } from '../local/stack/config.ts';
import { startStack } from '../local/stack/start-stack.ts';
import { benchDatabaseUrl, prepareBenchDatabase } from './bench-database.ts';
import { SMALL } from './scale.ts';
import { seedLarge } from './seed-large.ts';

/** docs/product.md's budget for a candidate's phone: Lighthouse mobile performance of at least 90. */
const MIN_SCORE = 90;
const log = (line: string) => console.log(`[lighthouse] ${line}`);

async function pendingToken(databaseUrl: string): Promise<string> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ token: string }[]>`
      select unique_link_token as token from public.invitations where status = 'PENDING' limit 1`;
    if (!row) throw new Error('The bench data set has no PENDING invitation');
    return row.token;
  } finally {
    await sql.end();
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/**
 * `vite preview` sends files uncompressed; every host (and Supabase's own) gzips them and lets
 * browsers keep the hashed assets. Served the same way here, so the score is a deployed app's.
 */
function servedLikeAHost(outDir: string): Plugin {
  return {
    name: 'served-like-a-host',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        const type = CONTENT_TYPES[extname(path)];
        if (
          !path.startsWith('/assets/') ||
          !type ||
          !/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
        ) {
          next();
          return;
        }
        readFile(join(outDir, path)).then(
          (body) => {
            response.setHeader('content-type', type);
            response.setHeader('content-encoding', 'gzip');
            response.setHeader('cache-control', 'public, max-age=31536000, immutable');
            response.end(gzipSync(body));
          },
          () => next(),
        );
      });
    },
  };
}

async function main() {
  if (usesLocalCluster()) startCluster();
  const databaseUrl = benchDatabaseUrl();
  await prepareBenchDatabase(databaseUrl);
  await seedLarge(databaseUrl, SMALL, log);
  const token = await pendingToken(databaseUrl);

  process.env.DATABASE_URL = databaseUrl;
  const base = Number(process.env.BENCH_STACK_PORT_BASE ?? '24320');
  const appPort = base + 50;
  // The api admits the app's origin only; Chromium reaches it on 127.0.0.1.
  const config = stackConfig({
    ...process.env,
    STACK_PORT_BASE: String(base),
    SITE_URL: `http://127.0.0.1:${appPort}`,
  });
  const stack = await startStack({ config, log: () => undefined });
  const outDir = join(REPO_ROOT, '.local', 'bench', 'lighthouse-dist');
  try {
    log('Building for production…');
    process.env.VITE_SUPABASE_URL = config.supabaseUrl;
    process.env.VITE_SUPABASE_PUBLISHABLE_KEY = config.publishableKey;
    await build({
      root: REPO_ROOT,
      configFile: join(REPO_ROOT, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
    const server = await preview({
      root: REPO_ROOT,
      configFile: join(REPO_ROOT, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir },
      plugins: [servedLikeAHost(outDir)],
      preview: { host: '127.0.0.1', port: appPort, strictPort: true },
    });
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const scores: { route: string; score: number }[] = [];
    try {
      for (const [route, path] of [
        ['/ (landing)', '/'],
        ['/take/{token}', `/take/${token}`],
      ] as const) {
        // Mobile is Lighthouse's default form factor and throttling (a mid-range phone on slow 4G).
        const result = await lighthouse(`http://127.0.0.1:${appPort}${path}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
        });
        const score = Math.round((result?.lhr.categories.performance?.score ?? 0) * 100);
        scores.push({ route, score });
        const audits = result?.lhr.audits ?? {};
        const metrics = [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'speed-index',
          'cumulative-layout-shift',
        ]
          .map((id) => `${id} ${audits[id]?.displayValue ?? '?'}`)
          .join(', ');
        log(`${route}: ${score} (${metrics})`);
      }
    } finally {
      chrome.kill();
      await server.close();
    }
    console.log(
      [
        '| Route | Lighthouse mobile performance |',
        '| --- | ---: |',
        ...scores.map((s) => `| \`${s.route}\` | ${s.score} |`),
      ].join('\n'),
    );
    const low = scores.filter((s) => s.score < MIN_SCORE);
    if (low.length > 0) {
      throw new Error(`Below ${MIN_SCORE}: ${low.map((s) => `${s.route} ${s.score}`).join(', ')}`);
    }
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
