// Whether the caller may change an interview or an invitation: by their role in its workspace.
// Row-level security refuses the same writes; this answers them with a clear 403 instead of a
// silent no-op or an error from the database.
import { workspaceErrorMessages } from '../contract/workspaces.ts';
import type { Transaction } from '../db.ts';
import { HttpError } from '../http-error.ts';

interface Access {
  /** The caller belongs to the workspace in some role, or is a platform admin. */
  member: boolean;
  /** OWNER or RECRUITER there, or a platform admin. */
  manager: boolean;
}

function reviewerRefused(): HttpError {
  return new HttpError(403, workspaceErrorMessages.reviewerRefused);
}

function decide(access: Access | undefined, notFound: () => HttpError): void {
  // Visible but not a member's: an invitation the caller took as a candidate is not theirs here.
  if (!access?.member) throw notFound();
  if (!access.manager) throw reviewerRefused();
}

/** The caller's access to the workspace whose id is the SQL expression `workspace`. */
function accessTo(tx: Transaction, workspace: 'i.workspace_id' | 'w.id') {
  const column = tx.unsafe(workspace);
  return tx`
    private.has_workspace_role(${column}, array['OWNER', 'RECRUITER', 'REVIEWER']::public.workspace_role[])
      or private.is_admin() as member,
    private.has_workspace_role(${column}, array['OWNER', 'RECRUITER']::public.workspace_role[])
      or private.is_admin() as manager`;
}

/** Throws `notFound()` unless the caller sees the interview as a member, 403 unless they manage it. */
export async function requireInterviewManager(
  tx: Transaction,
  interviewId: string,
  notFound: () => HttpError,
): Promise<void> {
  const [access] = await tx<Access[]>`
    select ${accessTo(tx, 'i.workspace_id')} from public.interviews i where i.id = ${interviewId}`;
  decide(access, notFound);
}

/**
 * The same for an invitation, by its interview's workspace: found for every member of it, also one
 * that row-level security hides from a REVIEWER (a PENDING one), so they are told why they may not.
 */
export async function requireInvitationManager(
  tx: Transaction,
  invitationId: string,
  notFound: () => HttpError,
): Promise<void> {
  const [access] = await tx<Access[]>`
    select ${accessTo(tx, 'i.workspace_id')}
    from (select private.member_invitation_workspace(${invitationId}) as workspace_id) i
    where i.workspace_id is not null`;
  decide(access, notFound);
}

/** For a new interview: the workspace named must be the caller's (404), and not as a REVIEWER (403). */
export async function requireWorkspaceManager(
  tx: Transaction,
  workspaceId: string,
  notFound: () => HttpError,
): Promise<void> {
  const [access] = await tx<Access[]>`
    select ${accessTo(tx, 'w.id')}
    from public.workspaces w where w.id = ${workspaceId}`;
  decide(access, notFound);
}

/**
 * For a new interview without a workspace named: the database picks the caller's first workspace
 * where they manage interviews; a member who manages none (a REVIEWER only) is refused clearly.
 */
export async function requireSomeManagedWorkspace(tx: Transaction): Promise<void> {
  const [row] = await tx<{ manages: boolean; member: boolean }[]>`
    select exists (select from private.managed_workspace_ids()) as manages,
           private.is_workspace_member() as member`;
  if (row?.member && !row.manages) throw reviewerRefused();
}

/** Whether the caller may decide about the candidate of an invitation: its managers and admins. */
export async function mayDecide(tx: Transaction, invitationId: string): Promise<boolean> {
  const [row] = await tx<{ may_decide: boolean }[]>`
    select private.is_admin() or ${invitationId}::uuid in (select private.decidable_invitation_ids()) as may_decide`;
  return row?.may_decide ?? false;
}
