// A workspace's audit trail, newest first, as its owner (or an admin) reads it: one page for the
// screen, or every matching event for the CSV file; row-level security gives anyone else nothing.
import type { AuditEvent, AuditFilters } from '../contract/audit.ts';
import { isoTimestamp, type Transaction } from '../db.ts';

interface Page {
  page: number;
  page_size: number;
}

function filtersSql(tx: Transaction, workspaceId: string, filters: AuditFilters) {
  return tx`
    e.workspace_id = ${workspaceId}
    ${filters.action ? tx`and e.action = ${filters.action}` : tx``}
    ${filters.actor_id ? tx`and e.actor_id = ${filters.actor_id}` : tx``}
    ${filters.from ? tx`and e.occurred_at >= ${filters.from}::timestamptz` : tx``}
    ${filters.to ? tx`and e.occurred_at < ${filters.to}::timestamptz` : tx``}`;
}

/** The events `filters` match, the page's alone when a page is given. */
export async function auditEvents(
  tx: Transaction,
  workspaceId: string,
  filters: AuditFilters,
  page?: Page,
): Promise<AuditEvent[]> {
  const rows = await tx<(Omit<AuditEvent, 'occurred_at'> & { occurred_at: string })[]>`
    select e.id::text as id, e.action, e.actor_id, e.actor_email, e.interview_id,
           coalesce(i.title, e.detail ->> 'title') as interview_title, e.invitation_id, e.detail, e.occurred_at
    from public.audit_events e
    left join public.interviews i on i.id = e.interview_id
    where ${filtersSql(tx, workspaceId, filters)}
    order by e.occurred_at desc, e.id desc
    ${page ? tx`limit ${page.page_size} offset ${(page.page - 1) * page.page_size}` : tx``}`;
  return rows.map((row) => ({ ...row, occurred_at: isoTimestamp(row.occurred_at) }));
}

export async function auditEventPage(
  tx: Transaction,
  workspaceId: string,
  filters: AuditFilters & Page,
): Promise<{ events: AuditEvent[]; total: number }> {
  const [count] = await tx<{ total: number }[]>`
    select count(*)::int as total from public.audit_events e
    where ${filtersSql(tx, workspaceId, filters)}`;
  return { events: await auditEvents(tx, workspaceId, filters, filters), total: count?.total ?? 0 };
}
