import { cpus, totalmem } from 'node:os';
import type { RouteFigure } from './api-latency.ts';
import type { BundleFigure } from './bundle-size.ts';
import { MIN_LIGHTHOUSE_SCORE, type LighthouseFigure } from './lighthouse-scores.ts';
import { totals, type BenchScale } from './scale.ts';
import type { UploadFigure } from './upload-throughput.ts';
import type { PipelineFigure } from './answer-pipeline.ts';
import type { BulkInviteFigure } from './bulk-invites.ts';
import type { DriveDrain, DriveResults } from './hiring-drive.ts';

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
  drive: DriveResults;
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
calls each route through the gateway (${scale.connections} connections after ${scale.warmupSeconds} s of the same load not counted, then 1,
${scale.loadSeconds} s each, \`autocannon\`): JWT
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

/** What the take routes must keep at 100 candidates at once (issue #39). */
const TAKE_ROUTE_P95_GOAL_MS = 1000;

/**
 * How many times as fast as one worker process two can drain on this machine at best: two keep at
 * most every core busy, and each answer costs them what it costs with two.
 */
function scalingCeiling(one: DriveDrain, two: DriveDrain): number {
  const costRatio = two.cpuSecondsPerAnswer / one.cpuSecondsPerAnswer;
  return cpus().length / (one.busyCores * costRatio);
}

/** The hiring drive, as a Markdown section: what `npm run bench -- --drive` prints alone. */
export function driveSection(drive: DriveResults): string {
  const sizes = drive.figures.map((f) => f.candidates).join(', ');
  const worst = (rows: DriveResults['figures'][number]['routes']) =>
    Math.max(...rows.filter((r) => r.route.includes('/take/')).map((r) => r.p95Ms));
  return `## Hiring drive

${sizes} candidates take the same interview at once, each twice (two drives per size), through the
gateway as the /take page does, without a browser and without pauses: the link opened signed out
(every candidate's at once), a password sign-in (every candidate's at once, once every link is open;
the rest once everyone has signed in: the Auth stand-in's bcrypt runs in this machine's PostgreSQL,
hosted Auth's on servers of its own), the link again signed in, consent (AI analysis allowed),
start, then for each
of ${drive.questions} VIDEO questions a real ${drive.answerSeconds} s WebM (VP8 + Opus, ${number(drive.answerBytes / 1024, 0)} KB, as MediaRecorder
writes it) uploaded resumably as the app uploads while recording (tus-js-client, deferred length,
6 MB chunks, the app's retries) and the answer saved, and complete. The queue is held meanwhile (no
worker runs), so each drive leaves the same backlog: the first is drained by one worker process,
the second by two, each started as the stack starts its worker (its own role, job_worker, default
concurrency: one ffmpeg job at a time per process). An answer is ready when its recording is
processed (seekable WebM, H.264 MP4, poster, speech track) and it is transcribed and analysed by a
local server speaking OpenAI's protocol (the pipeline's own time, not a model's). Goal at 100 at
once: no request fails and every take route's p95 is at most ${number(TAKE_ROUTE_P95_GOAL_MS / 1000, 0)} s; two processes drain at
least 1.6 times as fast as one.

${table(
  [
    'candidates at once',
    'completed',
    'failed requests',
    'drive s (1st, 2nd)',
    'uploads/s',
    'upload MB/s',
    'worst take route p95 ms',
    'answers',
    'ready after, 1 worker s',
    'ready after, 2 workers s',
    'scaling',
    'recording job ms, 1 worker',
    'recording job ms, 2 workers',
    'busy cores, 1 / 2 workers',
    'CPU s an answer, 1 / 2 workers',
    'most scaling here',
  ],
  drive.figures.map((f) => {
    const [one, two] = f.drains;
    return [
      String(f.candidates),
      `${f.completed}/${f.candidates * 2}`,
      String(f.routes.reduce((sum, r) => sum + r.errors, 0)),
      f.driveSeconds.map((s) => number(s)).join(', '),
      number(f.uploadsPerSecond),
      number(f.megabytesPerSecond),
      number(worst(f.routes), 0),
      String(one?.answers ?? 0),
      one ? number(one.seconds) : '–',
      two ? number(two.seconds) : '–',
      one && two && two.seconds > 0 ? `${number(one.seconds / two.seconds, 2)}×` : '–',
      one ? number(one.jobMs, 0) : '–',
      two ? number(two.jobMs, 0) : '–',
      one && two ? `${number(one.busyCores, 2)} / ${number(two.busyCores, 2)}` : '–',
      one && two ? `${number(one.cpuSecondsPerAnswer, 2)} / ${number(two.cpuSecondsPerAnswer, 2)}` : '–',
      one && two ? `${number(scalingCeiling(one, two), 2)}×` : '–',
    ];
  }),
)}

"Ready after" runs from the drive's last completion, when the worker processes are started (their
start-up included), until the last answer is ready;
"recording job" is graphile-worker's own time of one process_recording job (download the take,
make the renditions, store them, mark it READY), its mean over the drain. The worker's ffmpeg work
alone (its makeRenditions on the same answer, no Storage, no queue) takes ${number(drive.renditionsMs, 0)} ms here.
"Busy cores" and "CPU s an answer" are the whole machine's (/proc/stat: the workers, ffmpeg, the
stack's services, the bench's polling) from the processes' start until the last answer is ready.
"Most scaling here" is the best two processes could do on this machine: its ${cpus().length} cores divided by
the cores busy with one process and by how much more CPU an answer takes with two.
Per request, both drives of a size together:

${table(
  ['candidates at once', 'request', 'requests', 'errors', 'p50 ms', 'p95 ms', 'p99 ms'],
  drive.figures.flatMap((f) =>
    f.routes.map((r) => [
      String(f.candidates),
      r.route,
      String(r.requests),
      String(r.errors),
      number(r.p50Ms, 0),
      number(r.p95Ms, 0),
      number(r.p99Ms, 0),
    ]),
  ),
)}${
    drive.figures.some((f) => f.failures.length > 0)
      ? `

First failures: ${drive.figures
          .flatMap((f) => f.failures.slice(0, 3).map((failure) => `${f.candidates} at once: ${failure}`))
          .map((line) => `\`${line.replaceAll('`', "'").slice(0, 300)}\``)
          .join('; ')}`
      : ''
  }`;
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
  drive,
}: BenchResults): string {
  const command = scale.name === 'full' ? 'npm run bench' : 'npm run bench -- --small';
  return `# Benchmarks

Produced by \`${command}\` on ${new Date().toISOString().slice(0, 10)}. Figures, not pass/fail: compare
runs on the same machine. Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${number(totalmem() / 1024 ** 3, 0)} GiB RAM,
Node ${process.version}, ${postgresVersion}; everything (PostgreSQL, the local stack, Deno, the load
generator) shares the machine.

${routesSection(scale, routes)}

${driveSection(drive)}

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
