import { errorCodes } from './contract/errors.ts';
import { workspaceErrorMessages } from './contract/workspaces.ts';
import type { Transaction } from './db.ts';
import { HttpError } from './http-error.ts';

/** A condition on `i` (public.interviews), to put in a query's where clause. */
export type InterviewScope = ReturnType<typeof interviewScope>;

/**
 * The condition that `i` is an interview of one of `workspaceIds` (scopedWorkspaceIds). Row-level
 * security already limits the rows, but only to what the caller may see, which for an admin is
 * everything; and naming the workspaces in the query as a list of ids lets the planner walk
 * interviews_workspace_id_created_at_idx instead of testing every invitation against the OR of the
 * policies (npm run bench). A fragment is a thenable: never return it from an async function.
 */
export function interviewScope(tx: Transaction, workspaceIds: readonly string[]) {
  return tx`i.workspace_id = any(${[...workspaceIds]}::uuid[])`;
}

/** The 404 of a workspace the caller may not open: to them it is not there. */
export function workspaceNotFound(): HttpError {
  return new HttpError(404, workspaceErrorMessages.workspaceNotFound, { code: errorCodes.notFound });
}

/**
 * The workspaces a recruiter list or statistic reads within: `workspaceId` when given (the caller
 * must be a member, or a platform admin opening it deliberately; otherwise 404), else every
 * workspace the caller belongs to (an admin too: their dashboard is their own workspace's).
 */
export async function scopedWorkspaceIds(
  tx: Transaction,
  workspaceId: string | undefined,
): Promise<string[]> {
  if (workspaceId !== undefined) {
    // Row-level security shows a workspace to its members and to admins.
    const [workspace] = await tx<
      { id: string }[]
    >`select id from public.workspaces where id = ${workspaceId}`;
    if (!workspace) throw workspaceNotFound();
    return [workspace.id];
  }
  const memberships = await tx<{ workspace_id: string }[]>`
    select workspace_id from public.workspace_members where user_id = auth.uid()`;
  return memberships.map((m) => m.workspace_id);
}
