// A database made before issue #35 records the 86 migrations of issues #1-#34 in
// supabase_migrations.schema_migrations; the baseline replaced them with one migration built from
// supabase/schemas/, and `supabase migration up` refuses a database that records versions the
// directory does not have. `migrate()` asks here first: a local database that records exactly those
// 86, and holds every object and row a fresh build of the baseline makes, as that build makes it, is
// moved onto the baseline by the steps docs/deploy.md gives a deployed project (`supabase migration
// repair`); any other stops with what to do.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { databaseName, isLocalHost, maintenanceUrl, roleUrl } from './database-url.ts';
import { migrationFiles, migrationVersions } from './migration-dates.ts';
import { diffLines, dump, parseDump, rowsOf, withDatabase } from './schema-dump.ts';
import { supabase } from './supabase-cli.ts';

/** The baseline of issue #35 (supabase/migrations/<version>_baseline.sql). */
export const BASELINE_VERSION = '20261128190104';

/** The versions of the 86 migrations of issues #1-#34 that the baseline replaced. */
export const REPLACED_VERSIONS: readonly string[] = `
  20261122000100 20261122000200 20261122000300 20261122000400 20261122000500 20261122000600
  20261122200000 20261122300000 20261122400000 20261123100000 20261123100100 20261123100200
  20261123100300 20261123120000 20261123120100 20261123120200 20261124100000 20261124300000
  20261125100000 20261125100100 20261125100200 20261125220000 20261125220100 20261126100000
  20261126100100 20261126100200 20261126100300 20261126200000 20261126300000 20261126300100
  20261126400000 20261126500000 20261127100000 20261127100100 20261127100200 20261127100300
  20261127100400 20261127110000 20261127200000 20261127230000 20261127230100 20261127240000
  20261127270000 20261128100000 20261128100100 20261128100200 20261128100300 20261128100400
  20261128800000 20261128800100 20261128800200 20261129500000 20261129500100 20261130100000
  20261130200000 20261130300000 20261201100000 20261201100100 20261201200000 20261201200100
  20261201200200 20261201200300 20261201300000 20261201400000 20261202100000 20261202100100
  20261202200000 20261202200100 20261203100000 20261203200000 20261203400000 20261203500000
  20261204100000 20261204100100 20261204100200 20261204200000 20261204400000 20261204400100
  20261204500000 20261204600000 20261204600100 20261204600200 20261204600300 20261204700000
  20261204800000 20261205000000
`
  .trim()
  .split(/\s+/);

export type HistoryVerdict =
  /** Every version the database records is a file of supabase/migrations/. */
  | { kind: 'current' }
  /** Exactly the replaced migrations (and perhaps the baseline, from a move cut short). */
  | { kind: 'replaced' }
  /** Versions the directory does not have, other than exactly the replaced ones. */
  | { kind: 'unknown'; versions: string[] };

/** What the versions a database records (`recorded`) are, against those of the directory (`local`). */
export function judgeHistory(recorded: string[], local: string[]): HistoryVerdict {
  const unknown = recorded.filter((version) => !local.includes(version));
  if (unknown.length === 0) return { kind: 'current' };
  const others = new Set(recorded.filter((version) => version !== BASELINE_VERSION));
  const replaced =
    local.includes(BASELINE_VERSION) &&
    others.size === REPLACED_VERSIONS.length &&
    REPLACED_VERSIONS.every((version) => others.has(version));
  return replaced ? { kind: 'replaced' } : { kind: 'unknown', versions: unknown };
}

/**
 * The objects of `baseline` (a schema dump of a fresh build) that `database` (a dump of the database
 * to move) lacks or has otherwise, with their differing lines (- baseline, + database). Objects only
 * the database has are left out: the pgTAP helpers, the local Auth stand-in's tables and anything
 * else added beside the migrations stay as they are, and do not make the baseline's record untrue.
 * So do grants the database has beyond the baseline's: a database that belongs to postgres (as the
 * benchmark's does) keeps postgres's grants of usage on schema public, which in one that belongs to
 * supabase_admin (as db:reset and the scratch build make it) grant nothing.
 */
export function missingFromDatabase(baseline: string, database: string): string[] {
  const wanted = parseDump(baseline);
  const present = parseDump(database);
  const report: string[] = [];
  for (const [key, entry] of wanted) {
    const found = present.get(key);
    if (!found) report.push(`${key}: missing`, ...entry.lines.map((line) => `- ${line}`));
    else if (key.startsWith('ACL ') && entry.lines.every((line) => found.lines.includes(line))) continue;
    else if (entry.lines.join('\n') !== found.lines.join('\n')) {
      report.push(`${key}: differs`, ...diffLines(entry.lines, found.lines));
    }
  }
  return report;
}

async function recordedVersions(url: string): Promise<string[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [table] = await sql<{ exists: boolean }[]>`
      select to_regclass('supabase_migrations.schema_migrations') is not null as exists`;
    if (!table?.exists) return [];
    const rows = await sql<{ version: string }[]>`
      select version from supabase_migrations.schema_migrations order by version`;
    return rows.map(({ version }) => version);
  } finally {
    await sql.end();
  }
}

/**
 * The rows of `rows` (rowsOf's "schema.table {json}") that the database at `url` does not have,
 * compared as rowsOf writes them: jsonb's text, which orders keys one way.
 */
async function missingRows(url: string, rows: string[]): Promise<string[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const missing: string[] = [];
    for (const row of rows) {
      const space = row.indexOf(' ');
      const [table, json] = [row.slice(0, space), row.slice(space + 1)];
      const [found] = await sql.unsafe<{ exists: boolean }[]>(
        `select exists (select from ${table} t where (to_jsonb(t) - 'created_at' - 'updated_at')::text = $1::text) as exists`,
        [json],
      );
      if (!found?.exists) missing.push(`- ${row}`);
    }
    return missing;
  } finally {
    await sql.end();
  }
}

/**
 * What the database at `url` lacks of what the baseline builds: a fresh build (`build`, which is
 * `migrate`) in a scratch database beside it, dumped and compared as `npm run db:drift` compares,
 * and its rows (the buckets) looked up. The scratch database is dropped, also on failure.
 */
async function differencesFromBaseline(
  url: string,
  build: (url: string) => Promise<void>,
): Promise<string[]> {
  const name = `baseline_check_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = postgres(maintenanceUrl(roleUrl(url, 'supabase_admin')), { max: 1, onnotice: () => {} });
  try {
    await admin`create database ${admin(name)}`;
    const fresh = withDatabase(url, name);
    await build(fresh);
    const differences = missingFromDatabase(dump(fresh), dump(url));
    const rows = await missingRows(url, await rowsOf(fresh));
    return rows.length > 0 ? [...differences, 'rows: missing', ...rows] : differences;
  } finally {
    await admin`drop database if exists ${admin(name)} with (force)`;
    await admin.end();
  }
}

const RESET =
  'run `npm run db:reset` to rebuild the local database and its demo data (it drops what the database ' +
  'holds; with DATABASE_URL set, the database that names).';

/** Why the database at `url` is not migrated, and what to do. */
function refusal(url: string, unknown: readonly string[], reason = ''): Error {
  const shown = unknown.slice(0, 3).join(', ') + (unknown.length > 3 ? ', …' : '');
  const records = `The database ${databaseName(url)} on ${new URL(url).host} records ${unknown.length} migration(s) that supabase/migrations/ does not have (${shown})`;
  const message = unknown.some((version) => REPLACED_VERSIONS.includes(version))
    ? `${records}: the baseline of issue #35 (${BASELINE_VERSION}_baseline.sql, built from supabase/schemas/) ` +
      `replaced the 86 migrations of issues #1-#34.${reason ? ` ${reason}` : ''}\nTo go on, ${RESET} A database whose ` +
      'rows must stay moves as docs/deploy.md "A database made before the baseline" says.'
    : `${records}: made on another branch, or since removed.\nCheck out a branch that has them, or ${RESET}`;
  return new Error(message);
}

/**
 * Before `supabase migration up` on the database at `url`: nothing when every version it records is
 * a file of supabase/migrations/. When it records exactly the 86 replaced migrations, is on this
 * machine and holds what the baseline builds (differencesFromBaseline), its history is rewritten to
 * the baseline with the Supabase CLI, under an advisory lock, the baseline recorded first (a move cut
 * short is finished by the next run). Anything else throws with why and what to do.
 */
export async function moveOffReplacedMigrations(
  url: string,
  build: (url: string) => Promise<void>,
): Promise<void> {
  const local = migrationVersions(migrationFiles());
  if (judgeHistory(await recordedVersions(url), local).kind === 'current') return;
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    // One move at a time; a second waits, then finds the history moved.
    await sql`select pg_advisory_lock(hashtext('baseline-of-issue-35'))`;
    const verdict = judgeHistory(await recordedVersions(url), local);
    if (verdict.kind === 'current') return;
    if (verdict.kind === 'unknown') {
      const replaced = verdict.versions.filter((version) => REPLACED_VERSIONS.includes(version)).length;
      const others = verdict.versions.length - replaced;
      throw refusal(
        url,
        verdict.versions,
        replaced > 0
          ? 'Only a database that records exactly those 86 is moved onto the baseline by itself; ' +
              `this one records ${replaced} of them${others > 0 ? ` and ${others} other(s)` : ''}.`
          : '',
      );
    }
    if (!isLocalHost(new URL(url).hostname)) {
      throw refusal(url, REPLACED_VERSIONS, 'It is not on this machine, so it is not moved by itself.');
    }
    const differences = await differencesFromBaseline(url, build);
    if (differences.length > 0) {
      throw refusal(
        url,
        REPLACED_VERSIONS,
        `It does not hold what the baseline builds, so it is not moved (- baseline, + this database):\n` +
          `${differences.slice(0, 40).join('\n')}${differences.length > 40 ? '\n…' : ''}`,
      );
    }
    supabase(['migration', 'repair', `--remote=${url}`, '--status', 'applied', BASELINE_VERSION, '--yes'], {
      quiet: true,
    });
    supabase(
      ['migration', 'repair', `--remote=${url}`, '--status', 'reverted', ...REPLACED_VERSIONS, '--yes'],
      {
        quiet: true,
      },
    );
    console.log(
      `${databaseName(url)} held what the baseline builds: its record of the 86 replaced migrations is now ` +
        `the baseline's (${BASELINE_VERSION}), as docs/deploy.md moves a deployed database.`,
    );
  } finally {
    await sql.end();
  }
}
