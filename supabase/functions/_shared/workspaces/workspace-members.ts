import postgres from 'postgres';
import { workspaceErrorMessages, type WorkspaceMember, type WorkspaceRole } from '../contract/workspaces.ts';
import type { Transaction } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { memberRows } from './workspace-detail.ts';

function memberNotFound(): HttpError {
  return new HttpError(404, workspaceErrorMessages.memberNotFound);
}

/**
 * The last-owner trigger (supabase/schemas/20-workspaces.sql) refuses with 23514 and our text: a
 * conflict with the workspace's state, so 409 rather than the generic 400 of a check constraint.
 */
async function keepingAnOwner<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (
      error instanceof postgres.PostgresError &&
      error.code === '23514' &&
      error.message === workspaceErrorMessages.lastOwner
    ) {
      throw new HttpError(409, workspaceErrorMessages.lastOwner, { code: error.code });
    }
    throw error;
  }
}

/** PUT /api/workspaces/{id}/members/{userId}: an owner (or admin) gives a member another role. */
export async function changeMemberRole(
  tx: Transaction,
  workspaceId: string,
  userId: string,
  role: WorkspaceRole,
): Promise<WorkspaceMember> {
  const changed = await keepingAnOwner(
    () => tx`
      update public.workspace_members set role = ${role}
      where workspace_id = ${workspaceId} and user_id = ${userId}
      returning user_id`,
  );
  if (changed.length === 0) throw memberNotFound();
  const [member] = await memberRows(tx, workspaceId, userId);
  if (!member) throw memberNotFound();
  return member;
}

/** DELETE /api/workspaces/{id}/members/{userId}: an owner removes a member, or a member leaves. */
export async function removeMember(tx: Transaction, workspaceId: string, userId: string): Promise<void> {
  const removed = await keepingAnOwner(
    () => tx`
      delete from public.workspace_members
      where workspace_id = ${workspaceId} and user_id = ${userId}
      returning user_id`,
  );
  if (removed.length === 0) throw memberNotFound();
}
