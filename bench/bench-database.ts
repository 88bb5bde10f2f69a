import postgres from 'postgres';
import { databaseUrl } from '../local/db/database-url.ts';
import { migrate } from '../local/db/migrate.ts';

const BENCH_DATABASE = 'async_interviews_bench';

/**
 * The benchmark's own database on the same server as the project's (the local cluster, or the
 * server DATABASE_URL names), so its large data set never mixes with demo or test rows.
 */
export function benchDatabaseUrl(): string {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const url = new URL(databaseUrl());
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

/** Creates the database when missing and applies the migrations. */
export async function prepareBenchDatabase(url: string): Promise<void> {
  const server = new URL(url);
  const name = decodeURIComponent(server.pathname.slice(1));
  server.pathname = '/postgres';
  const admin = postgres(server.toString(), { max: 1, onnotice: () => {} });
  try {
    const [found] = await admin<{ exists: boolean }[]>`
      select exists (select from pg_database where datname = ${name}) as exists`;
    if (!found?.exists) await admin`create database ${admin(name)}`;
  } finally {
    await admin.end();
  }
  await migrate(url);
}
