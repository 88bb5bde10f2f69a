import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyShim, installJobQueue, migrate, runSqlFile } from '../../local/db/migrate.ts';
import { supabase } from '../../local/db/supabase-cli.ts';
import { scratchDatabase } from '../support/scratch-database.ts';

// Issue #17: the workspaces migration moves a live database's interviews into workspaces. This
// replays it on a scratch database holding the demo data as it was before (the seed of that time,
// kept as a fixture), so what a real project has is proven to survive, not just a fresh install.
const REPO_ROOT = resolve(import.meta.dirname, '../..');
const LAST_MIGRATION_BEFORE = '20261125220100';
const SEED_BEFORE = resolve(import.meta.dirname, 'fixtures/seed-before-workspaces.sql');
const COUNTED_TABLES = [
  'interviews',
  'questions',
  'invitations',
  'responses',
  'mail_outbox',
  'recording_media',
] as const;

const scratch = scratchDatabase('ws_migration');
const scratchUrl = scratch.url;
const sql = postgres(scratchUrl, { max: 1, onnotice: () => {} });

/** The migrations up to the last one before workspaces, applied by the CLI from a copy of them. */
function migrateUpToBeforeWorkspaces() {
  const workdir = mkdtempSync(join(tmpdir(), 'workspace-migration-'));
  try {
    mkdirSync(join(workdir, 'supabase', 'migrations'), { recursive: true });
    cpSync(join(REPO_ROOT, 'supabase', 'config.toml'), join(workdir, 'supabase', 'config.toml'));
    for (const file of readdirSync(join(REPO_ROOT, 'supabase', 'migrations'))) {
      if (file.slice(0, LAST_MIGRATION_BEFORE.length) <= LAST_MIGRATION_BEFORE) {
        cpSync(
          join(REPO_ROOT, 'supabase', 'migrations', file),
          join(workdir, 'supabase', 'migrations', file),
        );
      }
    }
    supabase(['migration', 'up', `--remote=${scratchUrl}`, '--yes', '--workdir', workdir], { quiet: true });
  } finally {
    rmSync(workdir, { recursive: true, force: true });
  }
}

async function countRows() {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const [row] = await sql<{ n: number }[]>`select count(*)::int as n from ${sql('public')}.${sql(table)}`;
    counts[table] = row?.n ?? -1;
  }
  return counts;
}

let workspacesTableBefore: string | null;
let before: Record<string, number>;
let interviewsBefore: { id: string; recruiter_id: string }[];

beforeAll(async () => {
  await scratch.create();
  await applyShim(scratchUrl);
  await installJobQueue(scratchUrl);
  migrateUpToBeforeWorkspaces();
  await runSqlFile(scratchUrl, SEED_BEFORE);
  before = await countRows();
  [{ table: workspacesTableBefore } = { table: null }] = await sql<{ table: string | null }[]>`
    select to_regclass('public.workspaces')::text as table`;
  interviewsBefore = await sql`select id, recruiter_id from public.interviews order by id`;
  await migrate(scratchUrl);
}, 180_000);

afterAll(async () => {
  await sql.end();
  await scratch.drop();
});

describe('the workspaces migration on a database with data', () => {
  it('starts from the demo data of before, without workspaces', () => {
    expect(workspacesTableBefore).toBeNull();
    expect(Object.values(before).every((n) => n > 0)).toBe(true);
    expect(interviewsBefore.length).toBeGreaterThan(1);
  });

  it('keeps every interview, question, invitation, answer, e-mail and recording', async () => {
    expect(await countRows()).toEqual(before);
  });

  it('puts every interview in a workspace owned by its former recruiter, who still created it', async () => {
    const after = await sql<{ id: string; recruiter_id: string; owner_ids: string[] }[]>`
      select i.id, i.recruiter_id,
             array(select m.user_id from public.workspace_members m
                   where m.workspace_id = i.workspace_id and m.role = 'OWNER') as owner_ids
      from public.interviews i order by i.id`;
    expect(after.map(({ id, recruiter_id }) => ({ id, recruiter_id }))).toEqual(interviewsBefore);
    for (const interview of after) expect(interview.owner_ids).toEqual([interview.recruiter_id]);
  });

  it('gives each recruiter and admin exactly one workspace, named after their company or "{first name}\'s team"', async () => {
    const memberships = await sql<{ email: string; role: string; workspace: string }[]>`
      select p.email, m.role, w.name as workspace
      from public.profiles p
      join public.workspace_members m on m.user_id = p.id
      join public.workspaces w on w.id = m.workspace_id
      order by p.email, w.name`;
    expect(memberships).toEqual([
      { email: 'admin@example.com', role: 'OWNER', workspace: "Ada's team" },
      { email: 'recruiter2@example.com', role: 'OWNER', workspace: 'Globex' },
      { email: 'recruiter@example.com', role: 'OWNER', workspace: 'Acme Corp' },
    ]);
    const [workspaces] = await sql<{ n: number }[]>`select count(*)::int as n from public.workspaces`;
    expect(workspaces?.n).toBe(3);
  });

  it('lets each recruiter see exactly their former interviews through row-level security', async () => {
    const recruiters = [...new Set(interviewsBefore.map((interview) => interview.recruiter_id))];
    expect(recruiters.length).toBeGreaterThan(1);
    for (const recruiterId of recruiters) {
      const seen = await sql.begin(async (tx) => {
        await tx`select set_config('role', 'authenticated', true)`;
        await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: recruiterId, role: 'authenticated' })}, true)`;
        return tx<{ id: string }[]>`select id from public.interviews order by id`;
      });
      expect(seen.map((row) => row.id)).toEqual(
        interviewsBefore.filter((interview) => interview.recruiter_id === recruiterId).map((i) => i.id),
      );
    }
  });
});
