// The schema-only dump of a database and how two are compared, object by object: what
// `npm run db:drift` compares (schema-drift.ts) and what `npm run db:migrate` checks before it moves
// a database off the migrations the baseline replaced (migration-history.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import postgres from 'postgres';
import { findPostgresBinDir } from './postgres-binaries.ts';

/** One object of a dump: pg_dump's own header line names it; the body is its SQL, normalised. */
export interface DumpEntry {
  key: string;
  lines: string[];
}

/**
 * A `pg_dump --schema-only` text as its objects, keyed by the `-- Name: …; Type: …; Schema: …`
 * line pg_dump writes before each, as "TYPE schema.name" (the owner left out of the key: its
 * ALTER … OWNER line is in the entry). Outside a function's body, comment lines, SET and
 * set_config lines, \restrict and \unrestrict (whose key is random) and blank lines are dropped.
 * The object order is pg_dump's and not compared, and neither is the order of one object's GRANT
 * lines (an ACL's entries mean the same in any order).
 */
export function parseDump(text: string): Map<string, DumpEntry> {
  const entries = new Map<string, DumpEntry>();
  let current: DumpEntry = { key: '(preamble)', lines: [] };
  const add = (entry: DumpEntry) => {
    let key = entry.key;
    for (let n = 2; entries.has(key); n += 1) key = `${entry.key} #${n}`;
    entries.set(key, { ...entry, key });
  };
  // The tag of the dollar-quoted body (a function's) the line is in: its lines are kept as they
  // are, blank and comment lines included, since they are the function's text.
  let body: string | undefined;
  for (const line of text.split('\n')) {
    if (body === undefined) {
      const header = /^-- (?:Data for )?Name: (.*); Type: (.*); Schema: (.*?)(?:; Owner: .*)?$/.exec(line);
      if (header) {
        if (current.lines.length > 0 || current.key !== '(preamble)') add(current);
        const [, name = '', type = '', schema = '-'] = header;
        current = { key: `${type} ${schema === '-' ? '' : `${schema}.`}${name}`, lines: [] };
        continue;
      }
      if (line.trim() === '' || line.startsWith('--')) continue;
      if (/^SET /.test(line) || /^SELECT pg_catalog\.set_config\(/.test(line)) continue;
      if (/^\\(un)?restrict\b/.test(line)) continue;
    }
    current.lines.push(line);
    for (const [tag] of line.matchAll(/\$[A-Za-z_]*\$/g)) {
      if (body === undefined) body = tag;
      else if (tag === body) body = undefined;
    }
  }
  add(current);
  for (const entry of entries.values()) {
    if (entry.key.startsWith('ACL ') || entry.key.startsWith('DEFAULT ACL ')) entry.lines.sort();
  }
  return entries;
}

/** The lines of `a` and `b` that differ (- from a, + from b), from their longest common subsequence. */
export function diffLines(a: string[], b: string[]): string[] {
  // common[i][j]: the length of the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  const at = (i: number, j: number): number => common[i]?.[j] ?? 0;
  for (let i = a.length - 1; i >= 0; i -= 1) {
    const row = common[i] ?? [];
    for (let j = b.length - 1; j >= 0; j -= 1) {
      row[j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i += 1;
      j += 1;
    } else if (i < a.length && (j === b.length || at(i + 1, j) >= at(i, j + 1))) {
      out.push(`- ${a[i]}`);
      i += 1;
    } else {
      out.push(`+ ${b[j]}`);
      j += 1;
    }
  }
  return out;
}

/**
 * What differs between two dumps, object by object: those only in one, and the differing lines of
 * those in both. `fromLabel` is the side written with -, `toLabel` the side written with +.
 */
export function compareDumps(from: string, to: string, fromLabel: string, toLabel: string): string[] {
  const a = parseDump(from);
  const b = parseDump(to);
  const report: string[] = [];
  for (const [key, entry] of a) {
    const other = b.get(key);
    if (!other) {
      report.push(`${key}: only in ${fromLabel}`, ...entry.lines.map((line) => `- ${line}`));
    } else if (entry.lines.join('\n') !== other.lines.join('\n')) {
      report.push(`${key}: differs`, ...diffLines(entry.lines, other.lines));
    }
  }
  for (const [key, entry] of b) {
    if (!a.has(key)) report.push(`${key}: only in ${toLabel}`, ...entry.lines.map((line) => `+ ${line}`));
  }
  return report;
}

/** Every row the build leaves in our tables and in storage.buckets, without its timestamps. */
export async function rowsOf(url: string): Promise<string[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const tables = await sql<{ name: string }[]>`
      select format('%I.%I', n.nspname, c.relname) as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and (n.nspname in ('public', 'private') or (n.nspname, c.relname) = ('storage', 'buckets'))
      order by 1`;
    const rows: string[] = [];
    for (const { name } of tables) {
      const found = await sql.unsafe<{ row: string }[]>(
        `select (to_jsonb(t) - 'created_at' - 'updated_at')::text as row from ${name} t order by 1`,
      );
      rows.push(...found.map(({ row }) => `${name} ${row}`));
    }
    return rows;
  } finally {
    await sql.end();
  }
}

/**
 * pg_dump of the same PostgreSQL as the server binaries (beside the real initdb, which PATH may
 * reach through a link), else the first on PATH.
 */
function pgDump(): string {
  const beside = join(dirname(realpathSync(join(findPostgresBinDir(), 'initdb'))), 'pg_dump');
  return existsSync(beside) ? beside : 'pg_dump';
}

export function dump(url: string): string {
  const result = spawnSync(
    pgDump(),
    ['--schema-only', '--exclude-schema=supabase_migrations', '--dbname', url],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.error) throw new Error(`pg_dump could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`pg_dump failed (exit ${result.status}):\n${result.stderr}`);
  return result.stdout;
}

/** The same server, another database. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
