// Workspaces for the api and stack tests, seeded as postgres (no row-level security). A user made
// RECRUITER or ADMIN by createTestUser already owns a workspace of their own (the profile trigger),
// so two such users are in different workspaces; these helpers put people in the same one.
import type postgres from 'postgres';
import { testStackConfig } from './test-stack.ts';
import { createTestUser, uniqueName, type TestUser } from './users.ts';

type Sql = postgres.Sql;
export type WorkspaceRole = 'OWNER' | 'RECRUITER' | 'REVIEWER';

/** The workspace `user` has belonged to longest (their own, for a user made RECRUITER). */
export async function workspaceOf(sql: Sql, user: Pick<TestUser, 'id'>): Promise<string> {
  const [row] = await sql<{ workspace_id: string }[]>`
    select workspace_id from public.workspace_members
    where user_id = ${user.id}
    order by created_at, workspace_id
    limit 1`;
  if (!row) throw new Error(`User ${user.id} belongs to no workspace`);
  return row.workspace_id;
}

/** Adds `user` to the workspace with `role` (or changes their role there). */
export async function addMember(
  sql: Sql,
  workspaceId: string,
  user: Pick<TestUser, 'id'>,
  role: WorkspaceRole,
): Promise<void> {
  await sql`
    insert into public.workspace_members (workspace_id, user_id, role)
    values (${workspaceId}, ${user.id}, ${role})
    on conflict (workspace_id, user_id) do update set role = excluded.role`;
}

/** A new workspace with `owner` as its OWNER, uniquely named. */
export async function createWorkspace(
  sql: Sql,
  owner: Pick<TestUser, 'id'>,
  options: { name?: string } = {},
): Promise<{ id: string; name: string; slug: string }> {
  const name = options.name ?? uniqueName('Team');
  const slug = uniqueName('team').toLowerCase();
  const [workspace] = await sql<{ id: string }[]>`
    insert into public.workspaces (name, slug, created_by)
    values (${name}, ${slug}, ${owner.id})
    returning id`;
  if (!workspace) throw new Error('The workspace insert returned no row');
  await addMember(sql, workspace.id, owner, 'OWNER');
  return { id: workspace.id, name, slug };
}

/**
 * Runs `work` in a transaction as `user` would through the Data API (role authenticated, their
 * claims), so row-level security decides; the transaction is rolled back when `work` returns.
 */
export async function asUser<T>(
  sql: Sql,
  user: Pick<TestUser, 'id'>,
  work: (tx: postgres.TransactionSql) => Promise<T>,
): Promise<T> {
  let result: T | undefined;
  await sql
    .begin(async (tx) => {
      await tx`
        select set_config('role', 'authenticated', true),
               set_config('request.jwt.claims', ${JSON.stringify({ sub: user.id, role: 'authenticated' })}, true)`;
      result = await work(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return result as T;
}

class RolledBack extends Error {}

/**
 * The workspace `owner` was given as a new recruiter (or admin), renamed uniquely so that screens
 * showing several workspaces can tell them apart.
 */
export async function namedWorkspaceOf(sql: Sql, owner: TestUser): Promise<{ id: string; name: string }> {
  const name = uniqueName('Team');
  const [workspace] = await sql<{ id: string; name: string }[]>`
    update public.workspaces w set name = ${name}
    from public.workspace_members m
    where m.workspace_id = w.id and m.user_id = ${owner.id} and m.role = 'OWNER'
    returning w.id, w.name`;
  if (!workspace) throw new Error(`${owner.email} owns no workspace`);
  return workspace;
}

/**
 * Three people around one workspace: its OWNER (a new RECRUITER), a REVIEWER member of it, and
 * the OWNER of another workspace; what most access tests of a manager's route need.
 */
export async function seedTeam(
  sql: Sql,
): Promise<{ owner: TestUser; reviewer: TestUser; outsider: TestUser }> {
  const [owner, reviewer, outsider] = await Promise.all([
    createTestUser(testStackConfig(), { role: 'RECRUITER' }),
    createTestUser(testStackConfig()),
    createTestUser(testStackConfig(), { role: 'RECRUITER' }),
  ]);
  await addMember(sql, await workspaceOf(sql, owner), reviewer, 'REVIEWER');
  return { owner, reviewer, outsider };
}
