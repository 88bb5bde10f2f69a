import { errorCodes } from './contract/errors.ts';
import { workspaceErrorMessages } from './contract/workspaces.ts';
import type { Transaction } from './db.ts';
import { HttpError } from './http-error.ts';

/** A condition on `i` (public.interviews), to put in a query's where clause. */
export type InterviewScope = ReturnType<typeof interviewScope>;

/** The workspaces a list reads within: named ones, or the caller's own memberships. */
export type ScopedWorkspaces = readonly string[] | typeof CALLERS_WORKSPACES;

/**
 * The caller's own workspaces, which the list's statement reads itself: asking for them first
 * cost the request a round trip and a statement (issue #39).
 */
const CALLERS_WORKSPACES = Symbol("the caller's workspaces");

/**
 * The condition that `i` is an interview of `workspaces` (scopedWorkspaces). Row-level security
 * already limits the rows, but only to what the caller may see, which for an admin is everything;
 * and naming the workspaces in the query as an array lets the planner walk
 * interviews_workspace_id_created_at_idx instead of testing every invitation against the OR of the
 * policies (npm run bench). The caller's memberships are such an array too, computed once for the
 * statement. A fragment is a thenable: never return it from an async function.
 */
export function interviewScope(tx: Transaction, workspaces: ScopedWorkspaces) {
  return workspaces === CALLERS_WORKSPACES
    ? tx`i.workspace_id = any(array(
        select m.workspace_id from public.workspace_members m where m.user_id = (select auth.uid())))`
    : tx`i.workspace_id = any(${[...workspaces]}::uuid[])`;
}

/**
 * The scope's interviews as an array, for a condition on a table of rows per interview
 * (`inv.interview_id = any(${…})`). Joined with the interviews instead, the planner reads the
 * invitations interview by interview, each a rescan that asks the table's size from the file
 * system: 100 interviews' 2,000 invitations took 3 ms as the caller where one scan of the index
 * for the whole array takes 1.3 ms (issue #39). A fragment is a thenable: never return it from an
 * async function.
 */
export function scopedInterviewIds(tx: Transaction, scope: InterviewScope) {
  return tx`array(select i.id from public.interviews i where ${scope})`;
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
export async function scopedWorkspaces(
  tx: Transaction,
  workspaceId: string | undefined,
): Promise<ScopedWorkspaces> {
  if (workspaceId === undefined) return CALLERS_WORKSPACES;
  // Row-level security shows a workspace to its members and to admins.
  const [workspace] = await tx<{ id: string }[]>`select id from public.workspaces where id = ${workspaceId}`;
  if (!workspace) throw workspaceNotFound();
  return [workspace.id];
}
