// Issue #35, item 3: a migration is dated by the clock. One dated ahead of it sorts after the next
// one `npx supabase migration new` writes, which `supabase db push` then refuses as older than the
// database's last (docs/architecture.md §3). The first case checks the repository's own directory;
// the others the rule, with given names and a given now.
import { describe, expect, it } from 'vitest';
import {
  checkMigrationDates,
  migrationDateProblems,
  migrationFiles,
  migrationVersions,
  versionTime,
} from '../../local/db/migration-dates.ts';

const NOW = new Date('2026-11-28T19:05:00Z');

describe('the files of supabase/migrations/', () => {
  it('are each <14 digits>_<name>.sql, dated no later than now (UTC)', () => {
    const files = migrationFiles();
    expect(files.length).toBeGreaterThan(0);
    expect(migrationDateProblems(files, new Date())).toEqual([]);
    expect(() => checkMigrationDates()).not.toThrow();
  });
});

describe('migrationDateProblems', () => {
  it('accepts migrations dated up to now, to the second', () => {
    expect(
      migrationDateProblems(['20261122000100_types_and_tables.sql', '20261128190500_baseline.sql'], NOW),
    ).toEqual([]);
  });

  it('names a migration dated after now, by one second or by years', () => {
    expect(migrationDateProblems(['20261128190501_next.sql', '20991231000000_baseline.sql'], NOW)).toEqual([
      '20261128190501_next.sql: dated 2026-11-28 19:05:01 UTC, after now (2026-11-28 19:05:00 UTC)',
      '20991231000000_baseline.sql: dated 2099-12-31 00:00:00 UTC, after now (2026-11-28 19:05:00 UTC)',
    ]);
  });

  it('names a version that is no time, like the hour 50 of 20261203500000', () => {
    expect(
      migrationDateProblems(['20261203500000_api_key_limits.sql', '20260231000000_feb.sql'], NOW),
    ).toEqual([
      '20260231000000_feb.sql: 20260231000000 is not a time (YYYYMMDDHHMMSS, UTC)',
      '20261203500000_api_key_limits.sql: 20261203500000 is not a time (YYYYMMDDHHMMSS, UTC)',
    ]);
  });

  it('names a file that is not <14 digits>_<name>.sql', () => {
    const files = [
      '2026112800_short.sql',
      '20261128000000-dash.sql',
      '20261128000000_Upper.sql',
      '20261128000000_.sql',
      '20261128000000_notes.txt',
      'README.md',
    ];
    expect(migrationDateProblems(files, NOW)).toEqual(
      [...files]
        .sort()
        .map((file) => `${file}: not <14 digits>_<name>.sql (the name in lower-case letters, digits and _)`),
    );
  });

  it('names a version used twice', () => {
    expect(migrationDateProblems(['20261128000000_a.sql', '20261128000000_b.sql'], NOW)).toEqual([
      "20261128000000_b.sql: version 20261128000000 is also 20261128000000_a.sql's",
    ]);
  });

  it('throws every problem with what to do', () => {
    expect(() => checkMigrationDates(['20991231000000_baseline.sql', 'x.sql'], NOW)).toThrow(
      /20991231000000_baseline\.sql: dated 2099-12-31 00:00:00 UTC, after now .*; x\.sql: not .*`npx supabase migration new <name>`/,
    );
  });
});

describe('versionTime', () => {
  it('reads YYYYMMDDHHMMSS as UTC', () => {
    expect(versionTime('20261128190104')?.toISOString()).toBe('2026-11-28T19:01:04.000Z');
    expect(versionTime('20240229235959')?.toISOString()).toBe('2024-02-29T23:59:59.000Z');
  });

  it('refuses what is no time', () => {
    for (const version of ['20261303000000', '20261100000000', '20261128240000', '20261128006000', '2026']) {
      expect(versionTime(version)).toBeUndefined();
    }
  });
});

describe('migrationVersions', () => {
  it('reads the versions as the Supabase CLI does, from <digits>_<name>.sql, skipping other files', () => {
    expect(migrationVersions(['20261128190104_baseline.sql', 'README.md', '1_a.sql'])).toEqual([
      '20261128190104',
      '1',
    ]);
  });
});
