// Issue #23: on Supabase, postgres does not own Auth's and Storage's tables. A migration may add a
// policy to storage.objects or a trigger to auth.users, and nothing more; one that indexes
// storage.objects or alters auth.users fails the deploy with "must be owner". The local database
// must fail the same migration the same way, so it fails here first. Each case applies the
// project's migrations plus one more, through the Supabase CLI, to a scratch database.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../local/db/migrate.ts';
import { supabase } from '../../local/db/supabase-cli.ts';
import { scratchDatabase } from '../support/scratch-database.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

const scratch = scratchDatabase('ownership');
const scratchUrl = scratch.url;
const sql = postgres(scratchUrl, { max: 1, onnotice: () => {} });

/** Applies the project's migrations and then `extra`, as the CLI deploys them; returns the CLI's error text. */
function deployWith(extra: string): string | null {
  const workdir = mkdtempSync(join(tmpdir(), 'ownership-'));
  try {
    mkdirSync(join(workdir, 'supabase'), { recursive: true });
    cpSync(join(REPO_ROOT, 'supabase', 'config.toml'), join(workdir, 'supabase', 'config.toml'));
    cpSync(join(REPO_ROOT, 'supabase', 'migrations'), join(workdir, 'supabase', 'migrations'), {
      recursive: true,
    });
    writeFileSync(join(workdir, 'supabase', 'migrations', '29991231000000_extra.sql'), extra);
    supabase(['migration', 'up', `--remote=${scratchUrl}`, '--yes', '--workdir', workdir], { quiet: true });
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    rmSync(workdir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  await scratch.create();
  await migrate(scratchUrl);
}, 180_000);

afterAll(async () => {
  await sql.end();
  await scratch.drop();
});

describe('a migration on what Supabase itself owns', () => {
  it('runs as a postgres that is not a superuser', async () => {
    const [row] = await sql<{ user: string; superuser: boolean }[]>`
      select current_user as user, rolsuper as superuser from pg_roles where rolname = current_user`;
    expect(row).toEqual({ user: 'postgres', superuser: false });
  });

  it('fails when it indexes storage.objects', () => {
    expect(deployWith('create index objects_owner_id_idx on storage.objects (owner_id);')).toMatch(
      /must be owner of table objects/,
    );
  });

  it('fails when it alters auth.users', () => {
    expect(deployWith('alter table auth.users add column nickname text;')).toMatch(
      /must be owner of table users/,
    );
  });

  it('fails when it drops a table of Storage', () => {
    expect(deployWith('drop table storage.buckets cascade;')).toMatch(/must be owner of table buckets/);
  });

  it('changes nothing when it fails', async () => {
    const [row] = await sql<{ index: string | null; column: number }[]>`
      select to_regclass('storage.objects_owner_id_idx')::text as index,
             (select count(*)::int from information_schema.columns
              where table_schema = 'auth' and table_name = 'users' and column_name = 'nickname') as column`;
    expect(row).toEqual({ index: null, column: 0 });
  });

  it('may add a policy to storage.objects and a trigger to auth.users, as on Supabase', async () => {
    const error = deployWith(`
      create policy extra_objects_select on storage.objects for select to authenticated using (false);
      create function public.extra_on_user() returns trigger language plpgsql as $$ begin return new; end $$;
      create trigger extra_on_user after insert on auth.users for each row execute function public.extra_on_user();
    `);
    expect(error).toBeNull();
    const [row] = await sql<{ policies: number; triggers: number }[]>`
      select (select count(*)::int from pg_policies where schemaname = 'storage' and policyname = 'extra_objects_select') as policies,
             (select count(*)::int from pg_trigger where tgname = 'extra_on_user') as triggers`;
    expect(row).toEqual({ policies: 1, triggers: 1 });
  });
});
