import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { userInfo } from 'node:os';
import { findPostgresBinDir } from './postgres-binaries.ts';

const PORT = 54322;
const PASSWORD = 'postgres';
/** The cluster's superuser, as on Supabase; `postgres` is a role it makes, without SUPERUSER. */
const SUPERUSER = 'supabase_admin';
const ROLES_SQL = resolve(import.meta.dirname, 'supabase-roles.sql');
const REPO_ROOT = resolve(import.meta.dirname, '../..');
const IS_ROOT = process.getuid?.() === 0;

/** initdb and pg_ctl refuse to run as root, so as root they run as the `postgres` system user. */
function run(bin: string, args: string[], options: SpawnSyncOptions = {}) {
  const command = IS_ROOT ? 'runuser' : bin;
  const argv = IS_ROOT ? ['-u', 'postgres', '--', bin, ...args] : args;
  return spawnSync(command, argv, { encoding: 'utf8', ...options });
}

function canPostgresUserWrite(dir: string): boolean {
  return run('test', ['-w', dir, '-a', '-x', dir]).status === 0;
}

function postgresIds(): { uid: number; gid: number } {
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  if (!Number.isInteger(uid) || !Number.isInteger(gid) || Number.isNaN(uid)) {
    throw new Error(
      'Running as root needs a `postgres` system user to own the cluster (Debian creates it with the postgresql package).',
    );
  }
  return { uid, gid };
}

/**
 * The cluster lives in the git-ignored `.local/db` of the checkout. As root, when the `postgres`
 * user cannot reach the checkout (a clone under /root, say), it moves to /var/tmp instead.
 */
function clusterRoot(): string {
  const inRepo = join(REPO_ROOT, '.local', 'db');
  if (!IS_ROOT) return inRepo;
  const { uid, gid } = postgresIds();
  mkdirSync(inRepo, { recursive: true });
  chownSync(inRepo, uid, gid);
  if (canPostgresUserWrite(inRepo)) return inRepo;
  const hash = createHash('sha256').update(REPO_ROOT).digest('hex').slice(0, 12);
  const fallback = join('/var/tmp', `async-interviews-db-${hash}`);
  mkdirSync(fallback, { recursive: true, mode: 0o700 });
  chownSync(fallback, uid, gid);
  return fallback;
}

function paths() {
  const root = clusterRoot();
  return { root, data: join(root, 'data'), log: join(root, 'postgres.log'), socket: join(root, 'socket') };
}

function check(result: ReturnType<typeof run>, what: string): void {
  if (result.error) throw new Error(`${what} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${what} failed:\n${result.stdout ?? ''}${result.stderr ?? ''}`);
}

function initCluster(binDir: string, p: ReturnType<typeof paths>): void {
  const pwfile = join(p.root, 'pwfile');
  writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o600 });
  mkdirSync(p.socket, { recursive: true });
  if (IS_ROOT) {
    const { uid, gid } = postgresIds();
    chownSync(pwfile, uid, gid);
    chownSync(p.socket, uid, gid);
  }
  try {
    check(
      run(join(binDir, 'initdb'), [
        '--pgdata',
        p.data,
        '--username',
        SUPERUSER,
        '--pwfile',
        pwfile,
        '--auth-local',
        'trust',
        '--auth-host',
        'scram-sha-256',
        '--encoding',
        'UTF8',
        '--locale',
        'C.UTF-8',
      ]),
      'initdb',
    );
  } finally {
    rmSync(pwfile, { force: true });
  }
  // A throwaway development cluster: durability settings are traded for speed.
  const settings = [
    `port = ${PORT}`,
    `listen_addresses = '127.0.0.1'`,
    `unix_socket_directories = '${p.socket}'`,
    'fsync = off',
    'synchronous_commit = off',
    'full_page_writes = off',
    'max_connections = 200',
    `timezone = 'UTC'`,
  ];
  check(
    run('sh', ['-c', `printf '%s\\n' "$@" >> '${join(p.data, 'postgresql.conf')}'`, 'sh', ...settings]),
    'writing postgresql.conf',
  );
}

/**
 * Makes the roles of a Supabase database (supabase-roles.sql) as the superuser, over the cluster's
 * socket. A cluster made before postgres stopped being its superuser has no `supabase_admin`: it
 * cannot be turned into one (PostgreSQL keeps its bootstrap user a superuser), so it is rebuilt.
 */
function applyRoles(binDir: string, p: ReturnType<typeof paths>): void {
  const psql = (user: string, args: string[], input?: string) =>
    run(
      // Debian puts psql on PATH (its version wrapper), not beside the server binaries.
      existsSync(join(binDir, 'psql')) ? join(binDir, 'psql') : 'psql',
      [
        '--host',
        p.socket,
        '--port',
        String(PORT),
        '--username',
        user,
        '--dbname',
        'postgres',
        '--no-psqlrc',
        '--quiet',
        '--set',
        'ON_ERROR_STOP=1',
        ...args,
      ],
      input === undefined ? {} : { input },
    );
  const probe = psql(SUPERUSER, ['--command', 'select 1']);
  if (probe.status !== 0 && /role "supabase_admin" does not exist/.test(String(probe.stderr))) {
    throw new Error(
      `The local cluster in ${p.data} was made with postgres as its superuser; on Supabase postgres is not one (issue #23). ` +
        `Remove it and make a new one: npm run db:stop && rm -rf '${p.root}' && npm run db:reset`,
    );
  }
  check(psql(SUPERUSER, ['--file', '-'], readFileSync(ROLES_SQL, 'utf8')), 'creating the Supabase roles');
}

export function isRunning(): boolean {
  const p = paths();
  if (!existsSync(join(p.data, 'PG_VERSION'))) return false;
  return run(join(findPostgresBinDir(), 'pg_ctl'), ['status', '--pgdata', p.data]).status === 0;
}

/** Creates the cluster on first use, then starts it; does nothing when it already runs. */
export function startCluster(): void {
  const binDir = findPostgresBinDir();
  const p = paths();
  if (!existsSync(join(p.data, 'PG_VERSION'))) {
    console.log(`Creating the local PostgreSQL cluster in ${p.data} (binaries: ${binDir})`);
    initCluster(binDir, p);
  }
  if (isRunning()) {
    applyRoles(binDir, p);
    console.log(`PostgreSQL already runs on 127.0.0.1:${PORT}.`);
    return;
  }
  check(
    run(join(binDir, 'pg_ctl'), [
      'start',
      '--pgdata',
      p.data,
      '--log',
      p.log,
      '--wait',
      '--timeout',
      '60',
      '--silent',
    ]),
    `pg_ctl start (see ${p.log})`,
  );
  applyRoles(binDir, p);
  console.log(
    `PostgreSQL runs on 127.0.0.1:${PORT} as ${userInfo().username === 'root' ? 'user postgres' : userInfo().username}.`,
  );
}

export function stopCluster(): void {
  if (!isRunning()) {
    console.log('PostgreSQL is not running.');
    return;
  }
  const p = paths();
  check(
    run(join(findPostgresBinDir(), 'pg_ctl'), [
      'stop',
      '--pgdata',
      p.data,
      '--mode',
      'fast',
      '--wait',
      '--silent',
    ]),
    'pg_ctl stop',
  );
  console.log('PostgreSQL stopped.');
}
