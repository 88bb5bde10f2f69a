/**
 * The database commands behind `npm run db:*`:
 *   start   create the local cluster once, then start it (a no-op when it runs)
 *   stop    stop the local cluster
 *   migrate start, then apply the shim and any pending migration
 *   reset   start, then drop and recreate the database from the migrations and the seed
 *   seed    start and migrate, then seed once (a no-op when the demo accounts exist)
 *   lint    `supabase db lint` on our schemas; fails on errors
 *   drift   fail on a migration named otherwise than <14 digits>_<name>.sql or dated after now;
 *           build a scratch database from supabase/schemas/ and one from supabase/migrations/ and
 *           fail on any difference between them (the same refusal of a server off this machine)
 *   test    start and migrate, then the pgTAP suite (names after `test` pick files); a
 *           DATABASE_URL off this machine is refused unless TEST_DB_ALLOW_REMOTE=1
 *   policies  prove that dropping any single policy makes the pgTAP suite fail (the same refusal)
 *   types   write the generated database types
 *   url     print the database URL the scripts use
 * With DATABASE_URL set, the commands use that server and never start or stop anything.
 */
import { databaseUrl, refuseRemoteTestDatabase, usesLocalCluster } from './database-url.ts';
import { startCluster, stopCluster } from './cluster.ts';
import { writeDatabaseTypes, generateDatabaseTypes, DATABASE_TYPES_FILE } from './database-types.ts';
import { migrate } from './migrate.ts';
import { runPgTap } from './pgtap.ts';
import { findUnguardedPolicies } from './policy-mutation.ts';
import { resetDatabase, seedOnce } from './reset.ts';
import { findSchemaDrift } from './schema-drift.ts';
import { supabase } from './supabase-cli.ts';

async function main(command: string | undefined, args: string[]): Promise<void> {
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
    case 'seed':
      ensureStarted();
      await migrate(url);
      console.log((await seedOnce(url)) ? 'Demo data seeded.' : 'Demo data already there.');
      return;
    case 'lint':
      process.stdout.write(
        supabase([
          'db',
          'lint',
          `--remote=${url}`,
          '--schema',
          'public,private',
          '--level',
          'warning',
          '--fail-on',
          'error',
        ]),
      );
      return;
    case 'drift': {
      refuseRemoteTestDatabase(url);
      ensureStarted();
      const started = performance.now();
      const drift = await findSchemaDrift(url);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (drift.differences.length > 0) {
        throw new Error(
          `supabase/schemas/ and supabase/migrations/ build different databases (- migrations, + schema files):\n` +
            `${drift.differences.join('\n')}\n` +
            'Make the same change in the schema file and in a new migration.',
        );
      }
      console.log(
        `No drift: the ${drift.schemaFiles} schema files and the ${drift.migrations} migration${drift.migrations === 1 ? '' : 's'} build the same ` +
          `${drift.objects} objects and ${drift.rows} rows (${seconds} s).`,
      );
      return;
    }
    case 'test':
      refuseRemoteTestDatabase(url);
      ensureStarted();
      await migrate(url);
      process.exitCode = runPgTap(url, args);
      return;
    case 'policies': {
      refuseRemoteTestDatabase(url);
      ensureStarted();
      await migrate(url);
      const unguarded = await findUnguardedPolicies(url);
      if (unguarded.length > 0) {
        throw new Error(
          `No test fails when these policies are dropped: ${unguarded.map((p) => p.policyname).join(', ')}`,
        );
      }
      console.log('Every policy is guarded: dropping any one of them fails the pgTAP suite.');
      return;
    }
    case 'types':
      ensureStarted();
      await migrate(url);
      writeDatabaseTypes(await generateDatabaseTypes(url));
      console.log(`Wrote ${DATABASE_TYPES_FILE}.`);
      return;
    case 'url':
      console.log(url);
      return;
    default:
      throw new Error(
        `Unknown command "${command ?? ''}". Use start, stop, migrate, reset, seed, lint, drift, test, policies, types or url.`,
      );
  }
}

main(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
