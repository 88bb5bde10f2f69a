import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const PREFERRED_MAJOR = 15;
const REQUIRED = ['initdb', 'pg_ctl', 'postgres'] as const;

function hasAll(dir: string): boolean {
  return REQUIRED.every((bin) => existsSync(join(dir, bin)));
}

/**
 * Finds the PostgreSQL server binaries: `PG_BIN_DIR`, then PATH, then Debian's versioned folders
 * (preferring 15, the version this project targets, then the newest).
 */
export function findPostgresBinDir(): string {
  const override = process.env.PG_BIN_DIR;
  if (override) {
    if (hasAll(override)) return override;
    throw new Error(`PG_BIN_DIR=${override} does not contain ${REQUIRED.join(', ')}.`);
  }
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && hasAll(dir)) return dir;
  }
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .map(Number)
        .filter((major) => Number.isInteger(major) && hasAll(join(root, String(major), 'bin')))
        .sort((a, b) => (a === PREFERRED_MAJOR ? -1 : b === PREFERRED_MAJOR ? 1 : b - a))
    : [];
  const [best] = majors;
  if (best !== undefined) return join(root, String(best), 'bin');
  throw new Error(
    [
      'No PostgreSQL server binaries (initdb, pg_ctl, postgres) were found on PATH or under /usr/lib/postgresql/*/bin.',
      'Install them, e.g. on Debian/Ubuntu: sudo apt-get install -y postgresql-15 postgresql-15-pgtap postgresql-15-plpgsql-check',
      'or on macOS: brew install postgresql@15 pgtap',
      'or point DATABASE_URL at a PostgreSQL 15 server you already run.',
    ].join('\n'),
  );
}
