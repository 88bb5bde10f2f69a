import { workspaceErrorMessages, type WorkspaceRole } from '../contract/workspaces.ts';
import type { Transaction } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { workspaceNotFound } from '../recruiter-scope.ts';
import type { CallerProfile } from '../roles.ts';

/** The caller's standing in a workspace: their role (null for an admin who is not a member). */
export interface WorkspaceAccess {
  id: string;
  slug: string;
  role: WorkspaceRole | null;
  isAdmin: boolean;
}

/**
 * The workspace as the caller sees it: row-level security shows it to
 * its members and admins only, so anyone else gets the same 404 as for an unknown id.
 */
export async function openWorkspace(
  tx: Transaction,
  id: string,
  profile: CallerProfile,
): Promise<WorkspaceAccess> {
  const [row] = await tx<{ slug: string; role: WorkspaceRole | null }[]>`
    select w.slug, (select m.role from public.workspace_members m where m.workspace_id = w.id and m.user_id = (select auth.uid())) as role
    from public.workspaces w
    where w.id = ${id}`;
  if (!row) throw workspaceNotFound();
  return { id, slug: row.slug, role: row.role, isAdmin: profile.role === 'ADMIN' };
}

/**
 * Settings, members and team invitations are the owners' (and admins'); other members get 403.
 * `admins: false` for what only the workspace's own owners may hold (webhook secrets).
 */
export function requireOwner(access: WorkspaceAccess, { admins = true }: { admins?: boolean } = {}): void {
  if (access.role !== 'OWNER' && !(admins && access.isAdmin)) {
    throw new HttpError(403, workspaceErrorMessages.ownerRequired);
  }
}
