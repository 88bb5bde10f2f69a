import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

export const MIGRATIONS_DIR = resolve(import.meta.dirname, '../../supabase/migrations');

/** `<version>_<name>.sql`: the version is the time it was written, YYYYMMDDHHMMSS in UTC. */
const MIGRATION_FILE = /^(\d{14})_([a-z0-9_]+)\.sql$/;

/**
 * The time a version names (YYYYMMDDHHMMSS, UTC), or undefined when it names none: 20261203500000
 * has an hour 50, and a month 13 or a 31 February are no dates either.
 */
export function versionTime(version: string): Date | undefined {
  const parts = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(version)?.slice(1).map(Number);
  if (!parts) return undefined;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts;
  const time = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const same =
    time.getUTCFullYear() === year &&
    time.getUTCMonth() === month - 1 &&
    time.getUTCDate() === day &&
    time.getUTCHours() === hour &&
    time.getUTCMinutes() === minute &&
    time.getUTCSeconds() === second;
  return same ? time : undefined;
}

const utc = (time: Date) => `${time.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/**
 * What is wrong with the names of the files of supabase/migrations/ at `now`: a name that is not
 * `<14 digits>_<name>.sql` (the name in lower-case letters, digits and _), a version that is no
 * time, one dated after `now`, and one version used twice. A migration dated ahead of the clock
 * sorts after the next one `npx supabase migration new` writes, and `supabase db push` refuses a
 * migration older than the last one the database has.
 */
export function migrationDateProblems(files: string[], now: Date): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const file of [...files].sort()) {
    const [, version = ''] = MIGRATION_FILE.exec(file) ?? [];
    if (version === '') {
      problems.push(`${file}: not <14 digits>_<name>.sql (the name in lower-case letters, digits and _)`);
      continue;
    }
    const time = versionTime(version);
    if (time === undefined) {
      problems.push(`${file}: ${version} is not a time (YYYYMMDDHHMMSS, UTC)`);
    } else if (time.getTime() > now.getTime()) {
      problems.push(`${file}: dated ${utc(time)}, after now (${utc(now)})`);
    }
    const first = seen.get(version);
    if (first !== undefined) problems.push(`${file}: version ${version} is also ${first}'s`);
    else seen.set(version, file);
  }
  return problems;
}

/** The names of the files of supabase/migrations/ (every entry: a stray file is a problem too). */
export function migrationFiles(dir: string = MIGRATIONS_DIR): string[] {
  return readdirSync(dir).sort();
}

/** Throws with every problem of migrationDateProblems, and what to do. */
export function checkMigrationDates(files: string[] = migrationFiles(), now: Date = new Date()): void {
  const problems = migrationDateProblems(files, now);
  if (problems.length > 0) {
    throw new Error(
      `supabase/migrations/: ${problems.join('; ')}. ` +
        'Name a migration by the clock: `npx supabase migration new <name>` (UTC).',
    );
  }
}

/** The versions of the migrations in `files`, as the Supabase CLI reads them (`<digits>_<name>.sql`). */
export function migrationVersions(files: string[] = migrationFiles()): string[] {
  return files.flatMap((file) => /^(\d+)_.*\.sql$/.exec(file)?.[1] ?? []);
}
