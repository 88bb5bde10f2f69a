/**
 * `npm run dev`: the product on this machine.
 *   1. fails fast when a port of the stack is taken;
 *   2. starts the local PostgreSQL, applies the migrations, seeds the demo accounts the first time;
 *   3. starts the local stack: gateway (auth, storage, the api function under Deno --watch) and
 *      the mail viewer, stores the demo answers' recordings when they are missing, then starts the
 *      job worker (which would otherwise find the seeded answers' recordings missing);
 *   4. serves the React app with Vite, in this process, pointed at that stack;
 *   5. prints where everything is and the demo accounts.
 * Ctrl-C (SIGINT), SIGTERM or SIGHUP stops Vite, Deno and the servers, then exits 0; PostgreSQL keeps
 * running (shared with the tests; `npm run db:stop`). STACK_PORT_BASE moves every port.
 */
import { databaseUrl, usesLocalCluster } from './db/database-url.ts';
import { banner } from './dev/banner.ts';
import { createLogger } from './dev/logger.ts';
import { assertPortsFree, PortsInUseError } from './dev/ports.ts';
import { descendants, killSurvivors } from './dev/process-tree.ts';
import { seedDemoMedia } from './dev/seed-demo-media.ts';
import { startDatabase } from './dev/start-database.ts';
import { appSupabaseUrl, devStackConfig } from './dev/dev-config.ts';
import { startVite, type ViteServer } from './dev/start-vite.ts';
import { waitForHttp } from './dev/wait-for-http.ts';
import { startStack, type RunningStack } from './stack/start-stack.ts';

const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const logger = createLogger({ color });
const log = (service: string, line: string) => logger.log(service, line);

// A closed terminal must not crash the stop that follows its SIGHUP: output errors are dropped.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);

const running: { stack?: RunningStack; vite?: ViteServer } = {};
let stopping = false;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function start(): Promise<void> {
  const config = devStackConfig();
  await assertPortsFree(config);
  await startDatabase((line) => log('db', line));
  if (stopping) return;

  running.stack = await startStack({
    config,
    watch: true,
    log,
    beforeWorker: () => seedDemoMedia(config, (line) => log('storage', line)),
  });
  log('mail', `Mail viewer on ${config.mailUrl}`);
  if (stopping) return;

  running.vite = await startVite(config, { log: (line) => log('vite', line), color });
  if (stopping) return;
  await waitForHttp(`http://localhost:${config.appPort}/`, 60_000);
  if (stopping) return;

  logger.print(
    banner({
      config,
      appSupabaseUrl: appSupabaseUrl(config),
      databaseUrl: databaseUrl(),
      localCluster: usesLocalCluster(),
      bold: logger.bold,
    }),
  );
}

/**
 * Stops everything this process started, in order, then sweeps: any process that was below this one
 * when the stop began and is still alive gets SIGTERM, then SIGKILL. Exits with `code`.
 */
async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  // Let a start in progress hand over what it started (it checks `stopping` between steps).
  await Promise.race([startup.catch(() => undefined), sleep(5000)]);
  const tree = descendants(process.pid);
  const stops = [running.vite?.stop(), running.stack?.stop()].filter(Boolean);
  await Promise.race([Promise.allSettled(stops), sleep(10_000)]);
  const swept = await killSurvivors(tree);
  if (swept.length > 0) log('dev', `Stopped ${swept.length} leftover process(es): ${swept.join(', ')}.`);
  log(
    'dev',
    'Stopped.' + (usesLocalCluster() ? ' PostgreSQL keeps running; `npm run db:stop` stops it.' : ''),
  );
  process.exit(code);
}

let stopRequestedAt = 0;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) {
      // A terminal's Ctrl-C also reaches this process through npm: say
      // something only when a person presses it again.
      if (Date.now() - stopRequestedAt > 1000) log('dev', 'Still stopping...');
      return;
    }
    stopRequestedAt = Date.now();
    log('dev', `${signal}: stopping...`);
    void shutdown(0);
  });
}

process.on('uncaughtException', (error) => {
  logger.error('dev', `Unexpected error: ${error.stack ?? error.message}`);
  void shutdown(1);
});

const startup = start();
startup.catch((error: unknown) => {
  if (stopping) return;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof PortsInUseError) {
    logger.error('dev', message); // nothing was started yet
    process.exit(1);
  }
  logger.error('dev', `Could not start: ${message}`);
  void shutdown(1);
});
