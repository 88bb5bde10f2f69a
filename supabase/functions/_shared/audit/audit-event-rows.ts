// One page of a workspace's audit trail, newest first, as its owner (or an admin) reads it; row-
// level security gives anyone else nothing.
import type { AuditEvent, AuditQuery } from '../contract/audit.ts';
import { isoTimestamp, type Transaction } from '../db.ts';

type Filters = Omit<AuditQuery, 'page' | 'page_size'> & { page: number; page_size: number };

export async function auditEventPage(
  tx: Transaction,
  workspaceId: string,
  filters: Filters,
): Promise<{ events: AuditEvent[]; total: number }> {
  const where = tx`
    e.workspace_id = ${workspaceId}
    ${filters.action ? tx`and e.action = ${filters.action}` : tx``}
    ${filters.actor_id ? tx`and e.actor_id = ${filters.actor_id}` : tx``}
    ${filters.from ? tx`and e.occurred_at >= ${filters.from}::timestamptz` : tx``}
    ${filters.to ? tx`and e.occurred_at < ${filters.to}::timestamptz` : tx``}`;
  const [count] = await tx<{ total: number }[]>`
    select count(*)::int as total from public.audit_events e where ${where}`;
  const rows = await tx<(Omit<AuditEvent, 'occurred_at'> & { occurred_at: string })[]>`
    select e.id::text as id, e.action, e.actor_id, e.actor_email, e.interview_id,
           coalesce(i.title, e.detail ->> 'title') as interview_title, e.invitation_id, e.detail, e.occurred_at
    from public.audit_events e
    left join public.interviews i on i.id = e.interview_id
    where ${where}
    order by e.occurred_at desc, e.id desc
    limit ${filters.page_size} offset ${(filters.page - 1) * filters.page_size}`;
  return {
    events: rows.map((row) => ({ ...row, occurred_at: isoTimestamp(row.occurred_at) })),
    total: count?.total ?? 0,
  };
}
