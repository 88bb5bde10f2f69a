/**
 * `npm run test:changed [-- <base>]`: the inner loop. Runs what a change since `base` (a commit or
 * branch; HEAD by default, so the uncommitted change) can break, in minutes:
 *   - the pgTAP suite (about 15 s) when SQL or its tests changed;
 *   - every vitest file, in any project, that is or imports a changed file (vitest's `--changed`,
 *     which follows each test's imports);
 *   - the api tests (about 5 minutes) when the api function changed: they call it over HTTP, so no
 *     import leads from a route's handler to them.
 * The browser journeys import no screen either: they run with `npm test`, which runs everything,
 * as CI does.
 */
import { spawnSync } from 'node:child_process';

const SQL_PATHS = ['supabase/migrations/', 'supabase/schemas/', 'supabase/tests/', 'supabase/seed.sql'];

function run(command: string, args: string[]): number {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
}

function changedFiles(base: string): string[] {
  const git = (args: string[]) =>
    spawnSync('git', args, { encoding: 'utf8' })
      .stdout.split('\n')
      .filter((line) => line !== '');
  return [...git(['diff', '--name-only', base]), ...git(['ls-files', '--others', '--exclude-standard'])];
}

function main(base: string): number {
  const changed = changedFiles(base);
  if (changed.length === 0) {
    console.log(`Nothing changed since ${base}.`);
    return 0;
  }
  console.log(`${changed.length} file(s) changed since ${base}.`);
  if (changed.some((file) => SQL_PATHS.some((path) => file.startsWith(path)))) {
    const status = run('npm', ['run', 'test:db']);
    if (status !== 0) return status;
  }
  const status = run('npx', ['vitest', 'run', '--changed', base, '--passWithNoTests']);
  if (status !== 0) return status;
  if (changed.some((file) => file.startsWith('supabase/functions/'))) {
    return run('npx', ['vitest', 'run', '--project', 'stack', 'tests/api']);
  }
  return 0;
}

process.exitCode = main(process.argv[2] ?? 'HEAD');
