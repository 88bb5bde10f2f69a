/**
 * The worker: runs the queued jobs (docs/architecture.md §3 jobs): recordings made ready to play,
 * answers transcribed and analysed, e-mails sent. Any number may run against one database; each
 * job is taken by one of them at a time. `npm run worker` (and `npm run dev`) starts it;
 * docs/worker.md (and step 6 of README "Deploying to a hosted project") deploys it beside a hosted
 * Supabase project.
 * SIGTERM or SIGINT finishes the jobs in hand (graphile-worker's graceful shutdown), then exits 0.
 */
import { EventEmitter } from 'node:events';
import { hostname } from 'node:os';
import {
  Logger,
  makeWorkerUtils,
  parseCronItems,
  run,
  runMigrations,
  type CronItem,
  type Runner,
  type WorkerEvents,
} from 'graphile-worker';
import { createWorkerContext } from './context.ts';
import { readWorkerEnv } from './env.ts';
import { startRecovery } from './recovery.ts';
import { taskGroups } from './tasks/index.ts';

const log = (line: string) => console.log(`[worker] ${line}`);

/**
 * Reminders before invitation deadlines, every 5 minutes, and the retention's deletions, of
 * candidates' data and of the webhook delivery log, hourly; a missed run (a restart) is made up
 * within an hour.
 */
const SCHEDULES: CronItem[] = [
  {
    task: 'queue_reminders',
    match: '*/5 * * * *',
    identifier: 'queue_reminders',
    options: { backfillPeriod: 3_600_000 },
  },
  {
    task: 'apply_retention',
    match: '7 * * * *',
    identifier: 'apply_retention',
    options: { backfillPeriod: 3_600_000 },
  },
  {
    task: 'prune_webhook_deliveries',
    match: '37 * * * *',
    identifier: 'prune_webhook_deliveries',
    options: { backfillPeriod: 3_600_000 },
  },
];

const logger = new Logger((scope) => (level, message) => {
  if (level === 'debug') return;
  const where = scope.taskIdentifier ? ` ${scope.taskIdentifier}#${scope.jobId ?? '?'}` : '';
  const line = `[worker${where}] ${message}`;
  if (level === 'error' || level === 'warning') console.error(line);
  else console.log(line);
});

async function main(): Promise<void> {
  const env = readWorkerEnv();
  const ctx = createWorkerContext(env);
  const connection = { connectionString: env.DATABASE_URL, noPreparedStatements: true, logger };
  await runMigrations(connection);
  const utils = await makeWorkerUtils(connection);

  // The pools' ids, for the heartbeats: listened for before run() creates them, and kept until the
  // process stops, so its stop removes every heartbeat it wrote.
  const poolIds = new Set<string>();
  const events = new EventEmitter() as WorkerEvents;
  events.on('pool:create', ({ workerPool }) => poolIds.add(workerPool.id));
  const runners: Runner[] = [];
  for (const group of taskGroups(ctx)) {
    if (Object.keys(group.tasks).length === 0) continue;
    const runner = await run({
      ...connection,
      concurrency: group.concurrency,
      taskList: group.tasks,
      noHandleSignals: true,
      pollInterval: 1000,
      // The schedules, in the pool whose task they run (graphile-worker's own cron: one run per
      // moment across every worker process, backfilled after a restart); no crontab file.
      parsedCronItems: parseCronItems(SCHEDULES.filter((item) => item.task in group.tasks)),
      events,
    });
    runners.push(runner);
    log(`${group.name}: ${Object.keys(group.tasks).join(', ')} (${group.concurrency} at a time)`);
  }

  const recovery = startRecovery({
    sql: ctx.sql,
    utils,
    poolIds: () => [...poolIds],
    host: hostname(),
    deadAfterSeconds: env.WORKER_DEAD_AFTER_SECONDS,
    log,
  });
  await recovery.beat();
  log('Ready.');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: finishing the jobs in hand...`);
    await Promise.allSettled(runners.map((runner) => runner.stop()));
    await recovery.stop().catch(() => undefined);
    await utils.release();
    await ctx.sql.end({ timeout: 5 });
    log('Stopped.');
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));
  await Promise.all(runners.map((runner) => runner.promise));
}

main().catch((error: unknown) => {
  console.error(`[worker] Could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
