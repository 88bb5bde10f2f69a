// Issue #23, item 3: no function of ours is executable by anon or authenticated unless a migration
// grants it by name. The allow-list is the migrations' own `grant execute on function …` statements;
// the database says what is executable, in every schema the role may look into (what an exposed
// Data API, a policy or the api function's SQL could reach). Supabase's own functions (Auth's,
// Storage's, extensions') and the pgTAP helpers' schema are not ours to list.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../../local/db/database-url.ts';

const MIGRATIONS = resolve(import.meta.dirname, '../../supabase/migrations');
const API_ROLES = ['anon', 'authenticated'] as const;
type ApiRole = (typeof API_ROLES)[number];

/** `schema.name` for every function a migration grants EXECUTE on, by name, per API role. */
function allowList(): Record<ApiRole, Set<string>> {
  const allowed = { anon: new Set<string>(), authenticated: new Set<string>() };
  const grant = /grant\s+execute\s+on\s+function\s+([\s\S]+?)\s+to\s+([\w\s,]+?)\s*;/gi;
  for (const file of readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql'))) {
    const text = readFileSync(join(MIGRATIONS, file), 'utf8').replace(/--.*$/gm, '');
    for (const [, functions = '', roles = ''] of text.matchAll(grant)) {
      const names = [...functions.matchAll(/(?:(\w+)\.)?(\w+)\s*\(/g)].map(
        ([, schema, name]) => `${schema ?? 'public'}.${name}`,
      );
      for (const role of API_ROLES) {
        if (new RegExp(`\\b${role}\\b`, 'i').test(roles)) names.forEach((name) => allowed[role].add(name));
      }
    }
  }
  return allowed;
}

interface Executable {
  role: ApiRole;
  fn: string;
  name: string;
}

/** Functions of the migrations' role that anon or authenticated may execute and reach. */
async function executableFunctions(sql: postgres.Sql | postgres.TransactionSql): Promise<Executable[]> {
  return sql<Executable[]>`
    select r.role, p.oid::regprocedure::text as fn, n.nspname || '.' || p.proname as name
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    cross join unnest(${API_ROLES as unknown as string[]}::text[]) as r(role)
    where p.proowner = 'postgres'::regrole
      and n.nspname not in ('tests', 'pg_catalog', 'information_schema')
      and n.nspname not like 'pg_temp%'
      and not exists (select from pg_depend d where d.classid = 'pg_proc'::regclass
                      and d.objid = p.oid and d.deptype = 'e')
      and has_schema_privilege(r.role, n.oid, 'usage')
      and has_function_privilege(r.role, p.oid, 'execute')
    order by 1, 2`;
}

function unlisted(executable: Executable[], allowed: Record<ApiRole, Set<string>>): string[] {
  return executable
    .filter(({ role, name }) => !allowed[role].has(name))
    .map(({ role, fn }) => `${role}: ${fn}`);
}

const sql = postgres(databaseUrl(), { max: 1, onnotice: () => {} });
const ROLLBACK = new Error('rollback');

afterAll(() => sql.end());

describe('functions the API roles may execute', () => {
  const allowed = allowList();

  it('reads the allow-list from the migrations', () => {
    expect(allowed.anon).toContain('public.get_interview_by_token');
    expect(allowed.authenticated).toContain('private.is_admin');
  });

  it('are each granted by name in a migration', async () => {
    const executable = await executableFunctions(sql);
    expect(executable.length).toBeGreaterThan(0);
    expect(unlisted(executable, allowed)).toEqual([]);
  });

  it('exclude a new function until a migration grants it, and the check names one granted otherwise', async () => {
    const seen: { before: string[]; after: string[] } = { before: [], after: [] };
    await sql
      .begin(async (tx) => {
        await tx.unsafe(
          'create function public.forgot_its_grants() returns int language sql as $$ select 1 $$',
        );
        await tx.unsafe(
          'create function private.forgot_its_grants() returns int language sql as $$ select 1 $$',
        );
        seen.before = unlisted(await executableFunctions(tx), allowed);
        await tx.unsafe('grant execute on function private.forgot_its_grants() to authenticated');
        seen.after = unlisted(await executableFunctions(tx), allowed);
        throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    expect(seen.before).toEqual([]);
    expect(seen.after).toEqual(['authenticated: private.forgot_its_grants()']);
  });
});
