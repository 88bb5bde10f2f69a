/**
 * The database commands behind `npm run db:*`:
 *   start   create the local cluster once, then start it (a no-op when it runs)
 *   stop    stop the local cluster
 *   migrate start, then apply the shim and any pending migration
 *   reset   start, then drop and recreate the database from the migrations and the seed
 *   url     print the database URL the scripts use
 * With DATABASE_URL set, the commands use that server and never start or stop anything.
 */
import { databaseUrl, usesLocalCluster } from './database-url.ts';
import { startCluster, stopCluster } from './cluster.ts';
import { migrate } from './migrate.ts';
import { resetDatabase } from './reset.ts';

async function main(command: string | undefined): Promise<void> {
  const url = databaseUrl();
  const ensureStarted = () => {
    if (usesLocalCluster()) startCluster();
  };
  switch (command) {
    case 'start':
      ensureStarted();
      return;
    case 'stop':
      if (usesLocalCluster()) stopCluster();
      else console.log('DATABASE_URL is set: that server is not ours to stop.');
      return;
    case 'migrate':
      ensureStarted();
      await migrate(url);
      console.log('Migrations applied.');
      return;
    case 'reset': {
      ensureStarted();
      const started = performance.now();
      await resetDatabase(url);
      console.log(`Database rebuilt and seeded in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
      return;
    }
    case 'url':
      console.log(url);
      return;
    default:
      throw new Error(`Unknown command "${command ?? ''}". Use start, stop, migrate, reset or url.`);
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
