// A hiring team of its own for each test file: an owner, a recruiter and a reviewer (platform
// CANDIDATEs, as teammates joined by invitation are), a second workspace with its own owner, a
// platform admin and a candidate who belongs to no workspace.
import { expect } from 'vitest';
import { createTestUser, uniqueName, type TestUser } from '../support/users.ts';
import { config, type Database } from '../support/interview-fixtures.ts';

export interface Team {
  id: string;
  slug: string;
  owner: TestUser;
  recruiter: TestUser;
  reviewer: TestUser;
}

export interface World {
  team: Team;
  other: { id: string; slug: string; owner: TestUser };
  admin: TestUser;
  candidate: TestUser;
}

async function seedWorkspace(sql: Database, name: string): Promise<{ id: string; slug: string }> {
  const slug = uniqueName('ws')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '');
  const [row] = await sql<{ id: string }[]>`
    insert into public.workspaces (name, slug) values (${name}, ${slug}) returning id`;
  if (!row) throw new Error('The workspace insert returned no row');
  return { id: row.id, slug };
}

async function addMember(sql: Database, workspaceId: string, user: TestUser, role: string): Promise<void> {
  await sql`insert into public.workspace_members (workspace_id, user_id, role) values (${workspaceId}, ${user.id}, ${role})`;
}

export async function seedWorld(sql: Database): Promise<World> {
  const [owner, recruiter, reviewer, otherOwner, admin, candidate] = await Promise.all([
    createTestUser(config, { firstName: 'Olivia', lastName: 'Owner' }),
    createTestUser(config, { firstName: 'Rob', lastName: 'Recruiter' }),
    createTestUser(config, { firstName: 'Vera', lastName: 'Reviewer' }),
    createTestUser(config),
    createTestUser(config, { role: 'ADMIN' }),
    createTestUser(config),
  ]);
  const team = await seedWorkspace(sql, 'Team Settings Test');
  await addMember(sql, team.id, owner, 'OWNER');
  await addMember(sql, team.id, recruiter, 'RECRUITER');
  await addMember(sql, team.id, reviewer, 'REVIEWER');
  const other = await seedWorkspace(sql, 'Other Team');
  await addMember(sql, other.id, otherOwner, 'OWNER');
  return {
    team: { ...team, owner, recruiter, reviewer },
    other: { ...other, owner: otherOwner },
    admin,
    candidate,
  };
}

/** Removes what seedWorld made (the admin's own workspace goes with their account). */
export async function dropWorld(sql: Database, world: World): Promise<void> {
  const users = [
    world.team.owner,
    world.team.recruiter,
    world.team.reviewer,
    world.other.owner,
    world.admin,
    world.candidate,
  ];
  await sql`delete from public.workspaces where id in ${sql([world.team.id, world.other.id])}`;
  await sql`delete from auth.users where id in ${sql(users.map((user) => user.id))}`;
}

/** The workspace's members and their roles, as postgres sees them. */
export async function membersOf(sql: Database, workspaceId: string): Promise<Record<string, string>> {
  const rows = await sql<{ user_id: string; role: string }[]>`
    select user_id, role::text from public.workspace_members where workspace_id = ${workspaceId}`;
  return Object.fromEntries(rows.map((row) => [row.user_id, row.role]));
}

/** Uploads a small PNG as `workspace-logos/<name>` through the Storage API, as `user`. */
/** A 1x1 PNG. */
export const ONE_PIXEL_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/** Uploads `bytes` (a 1x1 PNG unless given) as `contentType` to the logos bucket, as `user`. */
export async function uploadLogo(
  user: TestUser,
  name: string,
  { bytes = ONE_PIXEL_PNG, contentType = 'image/png' }: { bytes?: Uint8Array; contentType?: string } = {},
): Promise<void> {
  const response = await fetch(`${config.supabaseUrl}/storage/v1/object/workspace-logos/${name}`, {
    method: 'POST',
    headers: {
      apikey: config.publishableKey,
      authorization: `Bearer ${user.accessToken}`,
      'content-type': contentType,
    },
    body: bytes,
  });
  expect(response.status, await response.text()).toBe(200);
}

/** The names of the logos bucket's objects under a workspace, as postgres sees them. */
export async function logosOf(sql: Database, workspaceId: string): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`
    select name from storage.objects where bucket_id = 'workspace-logos' and name like ${`${workspaceId}/%`} order by name`;
  return rows.map((row) => row.name);
}
