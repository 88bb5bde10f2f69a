import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const TESTS_DIR = resolve(import.meta.dirname, '../../supabase/tests/database');

/**
 * Runs the pgTAP files with pg_prove, in name order (000-setup-tests-hooks.sql installs the helpers
 * first), the same files `supabase test db` runs on a machine with Docker. Returns the exit code.
 */
export function runPgTap(url: string, only: string[] = []): number {
  const files = readdirSync(TESTS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .filter(
      (file) => only.length === 0 || file.startsWith('000-') || only.some((name) => file.includes(name)),
    )
    .sort()
    .map((file) => join(TESTS_DIR, file));
  const result = spawnSync('pg_prove', ['--dbname', url, '--failures', '--comments', ...files], {
    stdio: 'inherit',
  });
  if (result.error) {
    throw new Error(
      `pg_prove could not run (${result.error.message}). Install pgTAP's runner: sudo apt-get install -y postgresql-15-pgtap`,
    );
  }
  return result.status ?? 1;
}
