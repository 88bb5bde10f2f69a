import type { Database } from './interview-fixtures.ts';
import type { TestUser } from './users.ts';
import { uniqueName } from './users.ts';

type WorkspaceRole = 'OWNER' | 'RECRUITER' | 'REVIEWER';

/** The workspace `owner` was given as a new recruiter (or admin), renamed uniquely so screens can tell them apart. */
export async function workspaceOf(sql: Database, owner: TestUser): Promise<{ id: string; name: string }> {
  const name = uniqueName('Team');
  const [workspace] = await sql<{ id: string; name: string }[]>`
    update public.workspaces w set name = ${name}
    from public.workspace_members m
    where m.workspace_id = w.id and m.user_id = ${owner.id} and m.role = 'OWNER'
    returning w.id, w.name`;
  if (!workspace) throw new Error(`${owner.email} owns no workspace`);
  return workspace;
}

/** Makes `user` a member of `workspaceId` with `role`, as accepting a team invitation would. */
export async function addMember(
  sql: Database,
  workspaceId: string,
  user: TestUser,
  role: WorkspaceRole,
): Promise<void> {
  await sql`insert into public.workspace_members (workspace_id, user_id, role)
            values (${workspaceId}, ${user.id}, ${role})`;
}
