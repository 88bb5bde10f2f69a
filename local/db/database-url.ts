import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const ENV_FILE = resolve(import.meta.dirname, '../../.env');
// The scripts honour the same .env as the app; variables already set in the shell win.
if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);

/** The URL `supabase start` gives its database; the local cluster listens on the same one. */
export const LOCAL_DATABASE_URL = 'postgresql://postgres:postgres@127.0.0.1:54322/postgres';

/** `DATABASE_URL` wins, so the same scripts run against any PostgreSQL (CI, a branch, a VM). */
export function databaseUrl(): string {
  return process.env.DATABASE_URL?.trim() || LOCAL_DATABASE_URL;
}

/** True when the scripts own the cluster behind the URL and may start, stop and recreate it. */
export function usesLocalCluster(): boolean {
  return !process.env.DATABASE_URL?.trim();
}

/** The same server, another database: used to drop and recreate the target database. */
export function maintenanceUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = parsed.pathname === '/template1' ? '/postgres' : '/template1';
  return parsed.toString();
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
}

/**
 * The same database as another of the shim's login roles (the local cluster gives each the password
 * `postgres`): `supabase_admin`, the superuser that builds what Supabase itself owns, and the Auth
 * and Storage admins the local stand-ins connect as; or as the job worker's role, which
 * `npm run db:migrate` gives the password of `url`. `SUPABASE_ADMIN_URL` names the superuser's
 * URL for a server whose superuser is another.
 */
export function roleUrl(
  url: string,
  role: 'supabase_admin' | 'supabase_auth_admin' | 'supabase_storage_admin' | 'job_worker',
): string {
  if (role === 'supabase_admin' && process.env.SUPABASE_ADMIN_URL?.trim()) {
    const admin = new URL(process.env.SUPABASE_ADMIN_URL.trim());
    admin.pathname = new URL(url).pathname;
    return admin.toString();
  }
  const parsed = new URL(url);
  parsed.username = role;
  return parsed.toString();
}

/** The setting that lets the pgTAP suite run against a server that is not on this machine. */
export const ALLOW_REMOTE_TEST_DATABASE = 'TEST_DB_ALLOW_REMOTE';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** True when `host` (a URL's hostname) is this machine's loopback. */
export function isLocalHost(host: string): boolean {
  return LOCAL_HOSTS.has(host.toLowerCase());
}

/**
 * Throws unless `url` names this machine's server (a loopback host or a Unix socket) or
 * TEST_DB_ALLOW_REMOTE=1: the pgTAP suite commits its helper schema and creates users, which a
 * real project must never get by a DATABASE_URL left pointing at it.
 */
export function refuseRemoteTestDatabase(url: string, env: NodeJS.ProcessEnv = process.env): void {
  if (env[ALLOW_REMOTE_TEST_DATABASE]?.trim() === '1') return;
  const parsed = new URL(url);
  // libpq's host parameter wins over the URL's host; a path there is a Unix socket.
  const hosts = [parsed.hostname, ...parsed.searchParams.getAll('host')].filter((host) => host !== '');
  const remote = hosts.filter((host) => !host.startsWith('/') && !isLocalHost(host));
  if (remote.length > 0) {
    throw new Error(
      `The pgTAP suite runs against this machine's database only, and DATABASE_URL names ${remote.join(', ')}. ` +
        `Set ${ALLOW_REMOTE_TEST_DATABASE}=1 to run it there anyway (it commits a tests schema and creates users).`,
    );
  }
}
