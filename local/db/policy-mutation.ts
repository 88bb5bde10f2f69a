import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import postgres from 'postgres';

const TESTS_DIR = resolve(import.meta.dirname, '../../supabase/tests/database');

interface Policy {
  schemaname: string;
  tablename: string;
  policyname: string;
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Proves the pgTAP suite guards every policy: for each policy of `public` and `storage`, runs every
 * test file with `drop policy` injected right after its `begin;` and expects the run to fail. The
 * drop rolls back with each file's transaction, so the database itself never changes.
 * Returns the policies whose removal no test noticed.
 */
export async function findUnguardedPolicies(url: string): Promise<Policy[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const policies = await sql<Policy[]>`
    select schemaname::text, tablename::text, policyname::text from pg_policies
    where schemaname in ('public', 'storage') order by schemaname, tablename, policyname`;
  await sql.end();

  const files = readdirSync(TESTS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const hooks = files.filter((file) => file.startsWith('000-')).map((file) => join(TESTS_DIR, file));
  const suites = files
    .filter((file) => !file.startsWith('000-'))
    .map((file) => {
      const text = readFileSync(join(TESTS_DIR, file), 'utf8');
      if (!/^begin;/im.test(text)) throw new Error(`${file} does not start its transaction with "begin;"`);
      return { file, text };
    });

  // Without a green baseline every mutation would look caught.
  const baseline = spawnSync(
    'pg_prove',
    ['--dbname', url, ...hooks, ...suites.map(({ file }) => join(TESTS_DIR, file))],
    {
      encoding: 'utf8',
    },
  );
  if (baseline.status !== 0)
    throw new Error(`The pgTAP suite fails without any mutation:\n${baseline.stdout}`);

  const scratch = mkdtempSync(join(tmpdir(), 'policy-mutation-'));
  const unguarded: Policy[] = [];
  try {
    for (const policy of policies) {
      const drop = `drop policy ${quoteIdent(policy.policyname)} on ${quoteIdent(policy.schemaname)}.${quoteIdent(policy.tablename)};`;
      const mutated = suites.map(({ file, text }) => {
        const path = join(scratch, file);
        writeFileSync(path, text.replace(/^begin;/im, `begin;\n${drop}`));
        return path;
      });
      const run = spawnSync('pg_prove', ['--dbname', url, ...hooks, ...mutated], { encoding: 'utf8' });
      const caught = run.status !== 0;
      console.log(
        `${caught ? 'caught  ' : 'MISSED  '} ${policy.schemaname}.${policy.tablename} ${policy.policyname}`,
      );
      if (!caught) unguarded.push(policy);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return unguarded;
}
