import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Logger, runMigrations } from 'graphile-worker';
import postgres from 'postgres';
import { isLocalHost, roleUrl } from './database-url.ts';
import { moveOffReplacedMigrations } from './migration-history.ts';
import { supabase } from './supabase-cli.ts';

const ROLES = resolve(import.meta.dirname, 'supabase-roles.sql');
const SHIM = resolve(import.meta.dirname, 'supabase-shim.sql');

/** graphile-worker logs each migration at info; only its warnings and errors are worth showing here. */
const quietJobQueueLogger = new Logger(() => (level, message) => {
  if (level === 'error' || level === 'warning') console.error(`[graphile-worker] ${message}`);
});

interface Connection {
  /** Real Supabase: Auth's own migration table exists (the shim never makes one). */
  supabase: boolean;
  superuser: boolean;
}

async function inspect(url: string): Promise<Connection> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<Connection[]>`
      select to_regclass('auth.schema_migrations') is not null as supabase,
             (select rolsuper from pg_roles where rolname = current_user) as superuser`;
    return row ?? { supabase: false, superuser: false };
  } finally {
    await sql.end();
  }
}

/** The cluster's roles (supabase-roles.sql), as its superuser; the cluster start runs the same. */
export async function applyRoles(adminUrl: string): Promise<void> {
  await runSqlFile(adminUrl, ROLES);
}

/**
 * Builds what Supabase itself owns in the database at `url` (roles, schemas, Auth's and Storage's
 * tables), as the superuser `supabase_admin`, so that the migrations at `url` run as a `postgres`
 * that is no superuser, as on Supabase. Skipped on a real Supabase database.
 */
export async function applyShim(url: string): Promise<void> {
  const target = await inspect(url);
  if (target.supabase) {
    console.log('Supabase database detected: the shim is skipped.');
    return;
  }
  if (target.superuser) {
    throw new Error(
      `${new URL(url).username} is a superuser on ${new URL(url).host}; on Supabase the migrations and the app run as a postgres that is not one. ` +
        'Point DATABASE_URL at the local cluster (npm run db:start), or give the server a superuser `supabase_admin` (SUPABASE_ADMIN_URL) and a postgres without SUPERUSER.',
    );
  }
  const adminUrl = roleUrl(url, 'supabase_admin');
  await applyRoles(adminUrl);
  await runSqlFile(adminUrl, SHIM);
}

/**
 * The job queue's own schema (graphile_worker), from graphile-worker's migrator: our migrations
 * enqueue jobs through it. The worker runs the same migrator at start-up; it is idempotent.
 */
export async function installJobQueue(url: string): Promise<void> {
  await runMigrations({ connectionString: url, noPreparedStatements: true, logger: quietJobQueueLogger });
}

/**
 * The login of the worker's role (the migrations create it without one), with the password of
 * `url`, so that roleUrl(url, 'job_worker') connects. Only on this machine's own server: on a hosted
 * project the deploy gives it a password of its own (step 4 of README "Deploying to a hosted
 * project").
 */
export async function giveWorkerLogin(url: string): Promise<void> {
  if (!isLocalHost(new URL(url).hostname)) return;
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const password = decodeURIComponent(new URL(url).password);
    const [row] = await sql<{ statement: string }[]>`
      select format('alter role job_worker login password %L', ${password}::text) as statement`;
    if (row) await sql.unsafe(row.statement);
  } finally {
    await sql.end();
  }
}

/**
 * The shim, the job queue's schema, then the migrations through the Supabase CLI, as a hosted
 * project gets them (README "Deploying to a hosted project"), and the worker's login. A database
 * that records the migrations the baseline of issue #35 replaced is moved onto it first, or
 * refused with what to do (migration-history.ts).
 */
export async function migrate(url: string): Promise<void> {
  await oneMigrationAtATime(url, () => migrateHoldingTheLock(url));
}

async function migrateHoldingTheLock(url: string): Promise<void> {
  await applyShim(url);
  await installJobQueue(url);
  await moveOffReplacedMigrations(url, migrateHoldingTheLock);
  supabase(['migration', 'up', `--remote=${url}`, '--yes'], { quiet: true });
  await giveWorkerLogin(url);
}

/** Any number: every migration on this machine's cluster asks for the same advisory lock. */
const MIGRATION_LOCK = 39_001;

/**
 * Roles belong to the cluster, not to a database: the shim's roles, the baseline's
 * `alter role … set statement_timeout` and the worker's login change the same catalogue rows
 * whichever database is migrated. Two migrations at once on this machine's cluster (a test's
 * isolated world beside `npm run dev` on a database of its own) failed with "tuple concurrently
 * updated". So a migration here holds an advisory lock taken in the `postgres` database, which all
 * of them share; a hosted project has one database and is migrated as it is.
 */
async function oneMigrationAtATime(url: string, work: () => Promise<void>): Promise<void> {
  if (!isLocalHost(new URL(url).hostname)) return work();
  const lockUrl = new URL(url);
  lockUrl.pathname = '/postgres';
  // One connection, whose session holds the lock until it ends.
  const sql = postgres(lockUrl.toString(), { max: 1, onnotice: () => {} });
  try {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await work();
  } finally {
    await sql.end();
  }
}

export async function runSqlFile(url: string, file: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(readFileSync(file, 'utf8'));
  } finally {
    await sql.end();
  }
}
