import { stackConfig, type StackConfig } from '../local/stack/config.ts';

/**
 * The bench stack's configuration, on its own ports (BENCH_STACK_PORT_BASE), against the bench
 * database, and the port of the production build Lighthouse opens: the api admits the app's origin
 * only, and Chromium reaches it on 127.0.0.1, over HTTPS as a host serves it (lighthouse-scores.ts).
 */
export function benchStackConfig(databaseUrl: string): { config: StackConfig; appPort: number } {
  // The stack (and the api function it spawns) reads the database from the environment.
  process.env.DATABASE_URL = databaseUrl;
  const base = Number(process.env.BENCH_STACK_PORT_BASE ?? '24320');
  const appPort = base + 50;
  const config = stackConfig({
    ...process.env,
    STACK_PORT_BASE: String(base),
    SITE_URL: `https://127.0.0.1:${appPort}`,
  });
  return { config, appPort };
}
