import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { maintenanceUrl, refuseRemoteTestDatabase, roleUrl } from './database-url.ts';
import { applyShim, installJobQueue, migrate, runSqlFile } from './migrate.ts';
import { checkMigrationDates, migrationFiles } from './migration-dates.ts';
import { compareDumps, diffLines, dump, parseDump, rowsOf, withDatabase } from './schema-dump.ts';

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
