import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { orderTestFiles, policySubjects, type TestFile } from './policy-test-selection.ts';

const TESTS_DIR = resolve(import.meta.dirname, '../../supabase/tests/database');

interface Policy {
  schemaname: string;
  tablename: string;
  policyname: string;
  roles: string[];
  qual: string | null;
  with_check: string | null;
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * Proves the pgTAP suite guards every policy: for each policy of `public` and `storage`, runs the
 * test files with `drop policy` injected right after their `begin;` and expects one to fail. The
 * drop rolls back with each file's transaction, so the database itself never changes, and a
 * file's verdict does not depend on which files ran before it. That makes it sound to run the
 * files one at a time, the likeliest to catch the drop first (orderTestFiles), and stop at the
 * first failure: a policy is called unguarded only after every file passed with it dropped, the
 * same verdict as one run of the whole suite, in a fraction of the time.
 * Returns the policies whose removal no test noticed.
 */
export async function findUnguardedPolicies(url: string): Promise<Policy[]> {
  const started = performance.now();
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const policies = await sql<Policy[]>`
    select schemaname::text, tablename::text, policyname::text, roles::text[], qual, with_check from pg_policies
    where schemaname in ('public', 'storage') order by schemaname, tablename, policyname`;
  await sql.end();

  const files = readdirSync(TESTS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const hooks = files.filter((file) => file.startsWith('000-')).map((file) => join(TESTS_DIR, file));
  const suites: TestFile[] = files
    .filter((file) => !file.startsWith('000-'))
    .map((file) => {
      const text = readFileSync(join(TESTS_DIR, file), 'utf8');
      if (!/^begin;/im.test(text)) throw new Error(`${file} does not start its transaction with "begin;"`);
      return { file, text };
    });

  // Without a green baseline every mutation would look caught. It also commits the hooks' test
  // helpers, so the mutated runs below need not reinstall them.
  const baselineStarted = performance.now();
  const baseline = spawnSync(
    'pg_prove',
    ['--dbname', url, ...hooks, ...suites.map(({ file }) => join(TESTS_DIR, file))],
    { encoding: 'utf8' },
  );
  if (baseline.status !== 0)
    throw new Error(`The pgTAP suite fails without any mutation:\n${baseline.stdout}`);
  const baselineMs = performance.now() - baselineStarted;

  const scratch = mkdtempSync(join(tmpdir(), 'policy-mutation-'));
  const unguarded: Policy[] = [];
  let runs = 0;
  let caughtFirst = 0;
  let caughtLikely = 0;
  let caughtRest = 0;
  const durations: { name: string; ms: number }[] = [];
  try {
    for (const policy of policies) {
      const policyStarted = performance.now();
      const name = `${policy.schemaname}.${policy.tablename} ${policy.policyname}`;
      const drop = `drop policy ${quoteIdent(policy.policyname)} on ${quoteIdent(policy.schemaname)}.${quoteIdent(policy.tablename)};`;
      const { likely, rest } = orderTestFiles(policySubjects(policy), policy.roles, suites);
      const catcher = [...likely, ...rest].find(({ file, text }) => {
        const path = join(scratch, file);
        writeFileSync(path, text.replace(/^begin;/im, `begin;\n${drop}`));
        runs += 1;
        return spawnSync('pg_prove', ['--dbname', url, path], { encoding: 'utf8' }).status !== 0;
      });
      const ms = performance.now() - policyStarted;
      durations.push({ name, ms });
      if (catcher === undefined) {
        unguarded.push(policy);
        console.log(`MISSED   ${name} (${seconds(ms)})`);
        continue;
      }
      const place = likely.indexOf(catcher);
      if (place === 0) caughtFirst += 1;
      else if (place > 0) caughtLikely += 1;
      else caughtRest += 1;
      console.log(
        `caught   ${name} by ${catcher.file} (${place >= 0 ? `likely file ${place + 1} of ${likely.length}` : 'outside the likely files'}, ${seconds(ms)})`,
      );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }

  const slowest = durations
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5)
    .map(({ name, ms }) => `${name} ${seconds(ms)}`);
  console.log(
    [
      `${policies.length} policies checked in ${seconds(performance.now() - started)} (the unmutated suite: ${seconds(baselineMs)}), ${runs} pg_prove runs of one file.`,
      `Caught by the likeliest file: ${caughtFirst}; by another likely file: ${caughtLikely}; only by the rest of the suite: ${caughtRest}; missed: ${unguarded.length}.`,
      `Slowest: ${slowest.join('; ')}.`,
    ].join('\n'),
  );
  return unguarded;
}
