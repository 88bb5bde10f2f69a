import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import postgres from 'postgres';
import { maintenanceUrl, refuseRemoteTestDatabase, roleUrl } from './database-url.ts';
import { applyShim, installJobQueue, migrate, runSqlFile } from './migrate.ts';
import { checkMigrationDates, migrationFiles } from './migration-dates.ts';
import { findPostgresBinDir } from './postgres-binaries.ts';

const SUPABASE_DIR = resolve(import.meta.dirname, '../../supabase');
const CONFIG = join(SUPABASE_DIR, 'config.toml');
const SCHEMAS_DIR = join(SUPABASE_DIR, 'schemas');

/**
 * The schema files in the order `[db.migrations] schema_paths` of supabase/config.toml lists them,
 * as paths relative to supabase/ ("./schemas/10-profiles.sql"). Only plain file paths are taken (no
 * globs), and every .sql file of supabase/schemas/ must be listed once: a file left out would be
 * ignored by Supabase's declarative tooling and by this check alike.
 */
export function schemaPaths(configText: string = readFileSync(CONFIG, 'utf8')): string[] {
  const section = /^\[db\.migrations\][^\n]*\n([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(configText)?.[1] ?? '';
  const list = /^\s*schema_paths\s*=\s*\[([^\]]*)\]/m.exec(section)?.[1];
  if (list === undefined) throw new Error('supabase/config.toml has no [db.migrations] schema_paths.');
  const paths = [...list.replace(/#.*$/gm, '').matchAll(/"([^"]*)"/g)].map(([, path = '']) => path);
  const refused = paths.filter((path) => !/^\.\/schemas\/[\w.-]+\.sql$/.test(path));
  if (refused.length > 0) {
    throw new Error(
      `schema_paths must name files of ./schemas/ one by one, in order; not ${refused.join(', ')}.`,
    );
  }
  return paths;
}

/** Fails when schema_paths and the files of supabase/schemas/ disagree (missing, unlisted, twice). */
export function checkSchemaPaths(paths: string[], files: string[]): void {
  const listed = paths.map((path) => path.slice('./schemas/'.length));
  const problems = [
    ...files.filter((file) => !listed.includes(file)).map((file) => `${file} is not in schema_paths`),
    ...listed.filter((file) => !files.includes(file)).map((file) => `${file} is listed but does not exist`),
    ...listed
      .filter((file, index) => listed.indexOf(file) !== index)
      .map((file) => `${file} is listed twice`),
  ];
  if (problems.length > 0) throw new Error(`supabase/config.toml schema_paths: ${problems.join('; ')}.`);
}

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
async function rowsOf(url: string): Promise<string[]> {
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

function dump(url: string): string {
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
function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Builds what the schema files say into the empty database at `url`, after what `migrate()` puts
 * there before the migrations (roles, the shim, graphile-worker's schema), in schema_paths order.
 */
async function buildFromSchemaFiles(url: string, paths: string[]): Promise<void> {
  await applyShim(url);
  await installJobQueue(url);
  for (const path of paths) {
    try {
      await runSqlFile(url, join(SUPABASE_DIR, path));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`supabase/${path.slice(2)}: ${message}`, { cause: error });
    }
  }
}

export interface DriftResult {
  schemaFiles: number;
  migrations: number;
  objects: number;
  rows: number;
  differences: string[];
}

/**
 * Checks the migrations' names and dates first (migration-dates.ts: none after now), then builds one
 * scratch database from supabase/migrations/ (as `npm run db:migrate` does) and one from
 * supabase/schemas/ (in config.toml's schema_paths order), on the server of `url`, and compares
 * their `pg_dump --schema-only` object by object and the rows the builds leave (the buckets). Both
 * databases get unique names and are dropped afterwards, also on failure. Roles are the cluster's,
 * so their attributes are not compared; grants to them are.
 */
export async function findSchemaDrift(url: string): Promise<DriftResult> {
  refuseRemoteTestDatabase(url);
  const paths = schemaPaths();
  checkSchemaPaths(
    paths,
    existsSync(SCHEMAS_DIR) ? readdirSync(SCHEMAS_DIR).filter((file) => file.endsWith('.sql')) : [],
  );
  checkMigrationDates();
  const migrations = migrationFiles();
  const suffix = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const names = {
    migrations: `schemas_drift_${suffix}_migrations`,
    schemas: `schemas_drift_${suffix}_files`,
  };
  const admin = postgres(maintenanceUrl(roleUrl(url, 'supabase_admin')), { max: 1, onnotice: () => {} });
  try {
    for (const name of Object.values(names)) await admin`create database ${admin(name)}`;
    const fromMigrations = withDatabase(url, names.migrations);
    const fromSchemas = withDatabase(url, names.schemas);
    await migrate(fromMigrations);
    await buildFromSchemaFiles(fromSchemas, paths);
    const [migrationsDump, schemasDump] = [dump(fromMigrations), dump(fromSchemas)];
    const [migrationsRows, schemasRows] = [await rowsOf(fromMigrations), await rowsOf(fromSchemas)];
    const differences = compareDumps(migrationsDump, schemasDump, 'supabase/migrations', 'supabase/schemas');
    const rowDifferences = diffLines(migrationsRows, schemasRows);
    if (rowDifferences.length > 0) differences.push('rows: differ', ...rowDifferences);
    return {
      schemaFiles: paths.length,
      migrations: migrations.length,
      objects: parseDump(migrationsDump).size,
      rows: migrationsRows.length,
      differences,
    };
  } finally {
    for (const name of Object.values(names)) await admin`drop database if exists ${admin(name)} with (force)`;
    await admin.end();
  }
}
