import { resolve } from 'node:path';
import postgres from 'postgres';
import { databaseName, maintenanceUrl } from './database-url.ts';
import { migrate, runSqlFile } from './migrate.ts';

const SEED = resolve(import.meta.dirname, '../../supabase/seed.sql');

/** Drops and recreates the target database, then applies the shim, the migrations and the seed. */
export async function resetDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  const admin = postgres(maintenanceUrl(url), { max: 1, onnotice: () => {} });
  try {
    await admin`drop database if exists ${admin(name)} with (force)`;
    await admin`create database ${admin(name)}`;
  } finally {
    await admin.end();
  }
  await migrate(url);
  await runSqlFile(url, SEED);
}
