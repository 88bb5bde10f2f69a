// `npm run test:db` and `test:db:policies` commit a schema of test helpers and create users in the
// database they are given (issue #33, item 13): they run against this machine's server alone unless
// TEST_DB_ALLOW_REMOTE=1 says the other server is meant.
import { describe, expect, it } from 'vitest';
import { refuseRemoteTestDatabase } from '../../local/db/database-url.ts';

describe('refuseRemoteTestDatabase', () => {
  it.each([
    'postgresql://postgres:postgres@127.0.0.1:54322/postgres',
    'postgresql://postgres:postgres@localhost:54322/wt_x',
    'postgres://postgres:postgres@LOCALHOST/postgres',
    'postgresql://postgres:postgres@[::1]:54322/postgres',
    'postgresql:///postgres?host=/var/run/postgresql',
  ])('runs against %s', (url) => {
    expect(() => refuseRemoteTestDatabase(url, {})).not.toThrow();
  });

  it.each([
    'postgresql://postgres:secret@db.abcdefgh.supabase.co:5432/postgres',
    'postgresql://postgres:secret@10.0.0.7:5432/postgres',
    'postgresql://postgres:secret@127.0.0.1.example.com/postgres',
    'postgresql://postgres:secret@localhost:54322/postgres?host=db.example.com',
  ])('refuses %s, naming the host and the setting but not the password', (url) => {
    expect(() => refuseRemoteTestDatabase(url, {})).toThrow(/TEST_DB_ALLOW_REMOTE=1/);
    expect(() => refuseRemoteTestDatabase(url, {})).not.toThrow(/secret/);
  });

  it('runs against another server when TEST_DB_ALLOW_REMOTE=1 says so, and only then', () => {
    const url = 'postgresql://postgres:secret@db.abcdefgh.supabase.co:5432/postgres';
    expect(() => refuseRemoteTestDatabase(url, { TEST_DB_ALLOW_REMOTE: '1' })).not.toThrow();
    expect(() => refuseRemoteTestDatabase(url, { TEST_DB_ALLOW_REMOTE: 'yes please' })).toThrow(
      /TEST_DB_ALLOW_REMOTE=1/,
    );
    expect(() => refuseRemoteTestDatabase(url, { TEST_DB_ALLOW_REMOTE: '0' })).toThrow(
      /db\.abcdefgh\.supabase\.co/,
    );
  });
});
