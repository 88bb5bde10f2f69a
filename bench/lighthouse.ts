/**
 * `npm run bench:lighthouse`: Lighthouse's mobile performance score of the landing page and of a
 * candidate's /take link alone (`npm run bench` measures them too), on the production build beside
 * the local stack, on a tiny data set. Prints the scores and fails below 90.
 */
import { join } from 'node:path';
import { startCluster } from '../local/db/cluster.ts';
import { usesLocalCluster } from '../local/db/database-url.ts';
import { REPO_ROOT } from '../local/stack/config.ts';
import { benchStackConfig } from './bench-stack-config.ts';
import { startStack } from '../local/stack/start-stack.ts';
import { benchDatabaseUrl, prepareBenchDatabase } from './bench-database.ts';
import { belowMinimum, measureLighthouse, pendingTokens } from './lighthouse-scores.ts';
import { lighthouseTable } from './report.ts';
import { SMALL } from './scale.ts';
import { seedLarge } from './seed-large.ts';

const log = (line: string) => console.log(`[lighthouse] ${line}`);

async function main() {
  if (usesLocalCluster()) startCluster();
  const databaseUrl = benchDatabaseUrl();
  await prepareBenchDatabase(databaseUrl);
  await seedLarge(databaseUrl, SMALL, log);
  const tokens = await pendingTokens(databaseUrl);

  const { config, appPort } = benchStackConfig(databaseUrl);
  const stack = await startStack({ config, log: () => undefined });
  try {
    log('Building for production and running Lighthouse…');
    process.env.VITE_SUPABASE_URL = config.supabaseUrl;
    process.env.VITE_SUPABASE_PUBLISHABLE_KEY = config.publishableKey;
    const figures = await measureLighthouse(
      join(REPO_ROOT, '.local', 'bench', 'lighthouse-dist'),
      appPort,
      tokens,
    );
    console.log(lighthouseTable(figures));
    const low = belowMinimum(figures);
    if (low.length > 0) throw new Error(low.join('\n'));
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
