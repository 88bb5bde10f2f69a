import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Logger, runMigrations } from 'graphile-worker';
import postgres from 'postgres';
import { supabase } from './supabase-cli.ts';

const SHIM = resolve(import.meta.dirname, 'supabase-shim.sql');

/** graphile-worker logs each migration at info; only its warnings and errors are worth showing here. */
const quietJobQueueLogger = new Logger(() => (level, message) => {
  if (level === 'error' || level === 'warning') console.error(`[graphile-worker] ${message}`);
});

/** A real Supabase database has its own `supabase_admin`; the shim is for bare PostgreSQL only. */
async function isSupabaseDatabase(sql: postgres.Sql): Promise<boolean> {
  const [row] = await sql<
    { found: boolean }[]
  >`select exists (select from pg_roles where rolname = 'supabase_admin') as found`;
  return row?.found ?? false;
}

export async function applyShim(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    if (await isSupabaseDatabase(sql)) {
      console.log('Supabase database detected: the shim is skipped.');
      return;
    }
    await sql.unsafe(readFileSync(SHIM, 'utf8'));
  } finally {
    await sql.end();
  }
}

/**
 * The job queue's own schema (graphile_worker), from graphile-worker's migrator: our migrations
 * enqueue jobs through it. The worker runs the same migrator at start-up; it is idempotent.
 */
export async function installJobQueue(url: string): Promise<void> {
  await runMigrations({ connectionString: url, noPreparedStatements: true, logger: quietJobQueueLogger });
}

/**
 * The shim, the job queue's schema, then the migrations through the Supabase CLI, as a hosted
 * project gets them (README "Running the worker").
 */
export async function migrate(url: string): Promise<void> {
  await applyShim(url);
  await installJobQueue(url);
  supabase(['migration', 'up', `--remote=${url}`, '--yes'], { quiet: true });
}

export async function runSqlFile(url: string, file: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(readFileSync(file, 'utf8'));
  } finally {
    await sql.end();
  }
}
