import { resolve } from 'node:path';
import postgres from 'postgres';
import { databaseName, maintenanceUrl, roleUrl } from './database-url.ts';
import { migrate, runSqlFile } from './migrate.ts';

const SEED = resolve(import.meta.dirname, '../../supabase/seed.sql');

/**
 * Drops and recreates the target database, then applies the shim, the migrations and the seed. The
 * superuser does the first part: as on Supabase, the database belongs to it, not to postgres.
 */
export async function resetDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  const admin = postgres(maintenanceUrl(roleUrl(url, 'supabase_admin')), { max: 1, onnotice: () => {} });
  try {
    await admin`drop database if exists ${admin(name)} with (force)`;
    await admin`create database ${admin(name)}`;
  } finally {
    await admin.end();
  }
  await migrate(url);
  await runSqlFile(url, SEED);
}

const SEED_ADMIN_ID = '00000000-0000-4000-a000-000000000001';

/** Seeds a database that has no demo accounts yet; leaves one that has them alone. */
export async function seedOnce(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<
      { seeded: boolean }[]
    >`select exists (select from auth.users where id = ${SEED_ADMIN_ID}) as seeded`;
    if (row?.seeded) return false;
  } finally {
    await sql.end();
  }
  await runSqlFile(url, SEED);
  return true;
}
