import { cpus, totalmem } from 'node:os';
import type { RouteFigure } from './api-latency.ts';
import type { BundleFigure } from './bundle-size.ts';
import { MIN_LIGHTHOUSE_SCORE, type LighthouseFigure } from './lighthouse-scores.ts';
import { totals, type BenchScale } from './scale.ts';
import type { UploadFigure } from './upload-throughput.ts';
import type { PipelineFigure } from './answer-pipeline.ts';
import type { BulkInviteFigure } from './bulk-invites.ts';

export interface BenchResults {
  scale: BenchScale;
  postgresVersion: string;
  routes: RouteFigure[];
  bundles: BundleFigure[];
  /** Measured at full scale only: the small run proves the bench runs, on a machine busy with tests. */
  lighthouse?: LighthouseFigure[];
  uploads: UploadFigure[];
  pipeline: PipelineFigure[];
  bulk: BulkInviteFigure;
}

const number = (value: number, digits = 1) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Lighthouse's scores and the metrics they are made of, as a Markdown table. */
export function lighthouseTable(figures: LighthouseFigure[]): string {
  return table(
    [
      'route',
      'score (median run)',
      'every run',
      'first contentful paint',
      'largest contentful paint',
      'total blocking time',
      'speed index',
      'layout shift',
    ],
    figures.map((f) => [
      f.route,
      String(f.score),
      f.scores.join(', '),
      f.firstContentfulPaint,
      f.largestContentfulPaint,
      f.totalBlockingTime,
      f.speedIndex,
      f.cumulativeLayoutShift,
    ]),
  );
}

/** The API under load, as a Markdown section: what `npm run bench -- --routes` prints alone. */
export function routesSection(scale: BenchScale, routes: RouteFigure[]): string {
  const counts = totals(scale);
  return `## API under load

Data set: ${scale.recruiters} recruiters, ${counts.interviews.toLocaleString('en-US')} interviews (3 questions each),
${counts.invitations.toLocaleString('en-US')} invitations, ${counts.responses.toLocaleString('en-US')} responses, in one workspace per
recruiter; the first is shared by ${Math.min(scale.recruiters, 5)} members (OWNER, RECRUITERs, REVIEWERs), and its reviewed
candidates have a scorecard and a decision. Its OWNER (1/${scale.recruiters} of the data)
calls each route through the gateway (${scale.connections} connections, then 1, ${scale.loadSeconds} s each, \`autocannon\`): JWT
verification, Hono, zod, a transaction with the caller's role and claims, row-level security.
"Owner SQL" is the same read by the table owner with the workspace filter written out (no RLS, no
HTTP): the ratio is what the API and RLS cost on top of the query itself.

${table(
  [
    'route',
    'result',
    'requests/s',
    'p50 ms',
    'p99 ms',
    'p50 ms at 1 connection',
    'owner SQL p50 ms',
    'p50 ratio',
  ],
  routes.map((r) => [
    r.route,
    r.status,
    number(r.requestsPerSecond),
    number(r.p50Ms),
    number(r.p99Ms),
    number(r.singleP50Ms),
    number(r.sqlP50Ms, 2),
    r.p50Ms > 0 && r.sqlP50Ms > 0 ? `${number(r.p50Ms / r.sqlP50Ms)}×` : '–',
  ]),
)}`;
}

/** The figures as Markdown: docs/benchmarks.md after a full run. */
export function renderReport({
  scale,
  postgresVersion,
  routes,
  bundles,
  lighthouse,
  uploads,
  pipeline,
  bulk,
}: BenchResults): string {
  const command = scale.name === 'full' ? 'npm run bench' : 'npm run bench -- --small';
  return `# Benchmarks

Produced by \`${command}\` on ${new Date().toISOString().slice(0, 10)}. Figures, not pass/fail: compare
runs on the same machine. Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${number(totalmem() / 1024 ** 3, 0)} GiB RAM,
Node ${process.version}, ${postgresVersion}; everything (PostgreSQL, the local stack, Deno, the load
generator) shares the machine.

${routesSection(scale, routes)}

## JavaScript per route (production build, gzipped)

What a first visit downloads: the entry chunk, the route's lazily loaded screen and their static imports.
The bench fails when a route is over its budget.

${table(
  ['route', 'gzip kB', 'budget kB', 'chunks'],
  bundles.map((b) => [
    b.route,
    number(b.gzipKb),
    b.budgetKb === undefined ? '–' : String(b.budgetKb),
    String(b.files),
  ]),
)}

## Lighthouse mobile performance (production build)

${
  lighthouse
    ? `Lighthouse's mobile preset (a mid-range phone on slow 4G, simulated) in Debian's Chromium, the build
served as a host serves it (gzip, HTTP/2 over TLS) beside the bench stack, \`/take\` opening a seeded
PENDING invitation. Five runs per route; the figures are the median run's (Lighthouse's
\`computeMedianRun\`), and the bench fails when its score is under ${MIN_LIGHTHOUSE_SCORE}. The score counts the
machine's CPU time, so a machine busy with other work scores lower.

${lighthouseTable(lighthouse)}`
    : 'Measured by the full run (`npm run bench`) and by `npm run bench:lighthouse`, not at this scale.'
}

## Upload throughput

${table(
  ['what', 'MB', 'seconds', 'MB/s'],
  uploads.map((u) => [u.what, number(u.megabytes, 0), number(u.seconds, 2), number(u.megabytesPerSecond)]),
)}

## Answers ready to review (the worker)

Generated WebM answers (VP8 + Opus at about 1 Mbit/s, no duration in the header, as MediaRecorder
writes them) go through the real take routes, Storage and the worker (one worker process, default
concurrency: one ffmpeg job at a time); transcription and analysis are answered by a local server
speaking OpenAI's protocol, so the figures are the pipeline's own, not a model's.

${table(
  ['what', 'answers', 'answer length s', 'seconds', 'answer-minutes per minute'],
  pipeline.map((p) => [
    p.what,
    String(p.answers),
    number(p.answerSeconds, 0),
    number(p.seconds),
    number(p.answerMinutesPerMinute),
  ]),
)}

## Bulk invitations

The bulk invite screen's requests: ${bulk.rows.toLocaleString('en-US')} candidates in ${bulk.batches} batches of 50 rows, one
after the other, through \`POST /interviews/:id/invitations/bulk\` (each batch's invitations and
their rendered e-mails written in one transaction as the recruiter, with every e-mail's sending
limits checked). The e-mails themselves go out afterwards through the worker's queue.

${table(
  ['candidates', 'batches', 'seconds', 'ms per invitation'],
  [
    [
      bulk.rows.toLocaleString('en-US'),
      String(bulk.batches),
      number(bulk.seconds),
      number(bulk.msPerInvitation),
    ],
  ],
)}
`;
}
