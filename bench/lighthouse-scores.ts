import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import basicSsl from '@vitejs/plugin-basic-ssl';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type Result from 'lighthouse/types/lhr/lhr.js';
import postgres from 'postgres';
import type { Plugin } from 'vite';
import { serveProductionBuild } from './production-build.ts';

/** docs/product.md's budget for a candidate's phone: Lighthouse mobile performance of at least 90. */
export const MIN_LIGHTHOUSE_SCORE = 90;

/**
 * Runs per route. One run's score moves by several points with whatever else the machine does;
 * Lighthouse's own advice is the median of five (its `computeMedianRun`).
 */
const LIGHTHOUSE_RUNS = 5;

export interface LighthouseFigure {
  route: string;
  /** The median run's score (the run nearest the median first paint and time to interactive). */
  score: number;
  /** Every run's score, in order. */
  scores: number[];
  /** The median run's display values: '1.2 s', '150 ms', '0.02'. */
  firstContentfulPaint: string;
  largestContentfulPaint: string;
  totalBlockingTime: string;
  speedIndex: string;
  cumulativeLayoutShift: string;
}

/** A PENDING invitation's link token of the bench data set: what a candidate opens. */
/** The /take links Lighthouse opens: one of an English interview and one of an Arabic one. */
export interface TakeTokens {
  en: string;
  ar: string;
}

/**
 * Two PENDING invitations of different interviews of the bench data set; the second's interview is
 * made Arabic (the seed writes every interview in its workspace's English), so its link opens right
 * to left with the Arabic catalogue, as an Arabic candidate's does (issue #36).
 */
export async function pendingTokens(databaseUrl: string): Promise<TakeTokens> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ token: string; interview_id: string }[]>`
      select distinct on (interview_id) unique_link_token as token, interview_id
      from public.invitations where status = 'PENDING' limit 2`;
    const [english, arabic] = rows;
    if (!english || !arabic)
      throw new Error('The bench data set has no two interviews with a PENDING invitation');
    await sql`update public.interviews set language = 'ar' where id = ${arabic.interview_id}`;
    return { en: english.token, ar: arabic.token };
  } finally {
    await sql.end();
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/**
 * `vite preview` sends files uncompressed; every host gzips them and lets browsers keep the hashed
 * assets. Served the same way here, so the score is a deployed app's.
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

/**
 * Lighthouse's mobile performance of the landing page and of an English and an Arabic /take link, on a
 * production build (for the stack whose VITE_ variables are set) served at `appPort` (the stack's
 * SITE_URL: the api admits that origin only), in Debian's Chromium (CHROMIUM_PATH).
 *
 * Served over HTTPS with HTTP/2, as every host serves an app today, with a certificate made for the
 * run (Chromium is told to accept it). Over HTTP/1.1 Lighthouse's model fetches a screen's chunks six
 * at a time, which no visitor of a deployed app meets; the api stays on the stack's plain HTTP.
 */
export async function measureLighthouse(
  outDir: string,
  appPort: number,
  tokens: TakeTokens,
): Promise<LighthouseFigure[]> {
  const server = await serveProductionBuild(outDir, appPort, [
    servedLikeAHost(outDir),
    basicSsl({ domains: ['127.0.0.1'], certDir: join(outDir, '..', 'certificate') }),
  ]);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--ignore-certificate-errors',
    ],
  });
  try {
    const figures: LighthouseFigure[] = [];
    for (const [route, path] of [
      ['/ (landing)', '/'],
      ['/take/{token} (en)', `/take/${tokens.en}`],
      ['/take/{token} (ar)', `/take/${tokens.ar}`],
    ] as const) {
      const runs: Result[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        // Mobile is Lighthouse's default form factor and throttling (a mid-range phone on slow 4G).
        const result = await lighthouse(`https://127.0.0.1:${appPort}${path}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
        });
        if (!result) throw new Error(`Lighthouse returned no result for ${route}`);
        runs.push(result.lhr);
      }
      figures.push(figureOf(route, computeMedianRun(runs), runs.map(scoreOf)));
    }
    return figures;
  } finally {
    chrome.kill();
    await server.close();
  }
}

function scoreOf(lhr: Result): number {
  return Math.round((lhr.categories.performance?.score ?? 0) * 100);
}

function figureOf(route: string, median: Result, scores: number[]): LighthouseFigure {
  const shown = (id: string) => median.audits[id]?.displayValue ?? '–';
  return {
    route,
    score: scoreOf(median),
    scores,
    firstContentfulPaint: shown('first-contentful-paint'),
    largestContentfulPaint: shown('largest-contentful-paint'),
    totalBlockingTime: shown('total-blocking-time'),
    speedIndex: shown('speed-index'),
    cumulativeLayoutShift: shown('cumulative-layout-shift'),
  };
}

/** The routes under the minimum score, as sentences; empty when both reach it. */
export function belowMinimum(figures: LighthouseFigure[]): string[] {
  return figures
    .filter((f) => f.score < MIN_LIGHTHOUSE_SCORE)
    .map(
      (f) => `${f.route} scores ${f.score} in Lighthouse's mobile performance, under ${MIN_LIGHTHOUSE_SCORE}`,
    );
}
