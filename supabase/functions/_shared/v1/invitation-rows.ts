// Invitations as the public API answers them (contract/v1/invitations.ts), read as the key: its
// workspace's and no other's (row-level security for workspace_api decides).
import type { V1Invitation } from '../contract/v1/invitations.ts';
import type { Transaction } from '../db.ts';
import type { cursorClauses, CursorRow } from './cursor-page.ts';

/** A piece of SQL made with the transaction's tag. */
type Fragment = ReturnType<typeof cursorClauses>['where'];

/**
 * The invitations matching `where` (a condition on `inv`, public.invitations), then `tail` (order
 * and limit), each with its cursor_at. sent_at is when its latest invitation e-mail went out: null
 * until the worker has handed one to the mail provider.
 */
export function v1InvitationRows(
  tx: Transaction,
  where: Fragment,
  tail: Fragment = tx``,
): Promise<CursorRow<V1Invitation>[]> {
  return tx<CursorRow<V1Invitation>[]>`
    select inv.id, inv.interview_id, inv.email, inv.first_name, inv.last_name, inv.status,
           inv.expires_at as deadline,
           (select max(o.sent_at) from public.mail_outbox o
            where o.invitation_id = inv.id and o.kind = 'INVITATION') as sent_at,
           inv.started_at, inv.completed_at, inv.reviewed_at, inv.cancelled_at,
           inv.created_at, inv.updated_at, inv.updated_at::text as cursor_at
    from public.invitations inv
    where ${where}
    ${tail}`;
}
