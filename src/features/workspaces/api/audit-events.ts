import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { auditApi, type AuditEvent, type AuditQuery } from '@contract/audit';

export type AuditFilters = Omit<AuditQuery, 'page' | 'page_size'>;

const PAGE_SIZE = 50;
const EXPORT_PAGE_SIZE = 100;

/** GET /api/workspaces/:id/audit-events: one page, newest first; the last page stays while the next loads. */
export function useAuditEvents(workspaceId: string, filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: queryKeys.workspaces.audit(workspaceId, { ...filters, page }),
    queryFn: () =>
      callApi(auditApi.list, {
        params: { id: workspaceId },
        query: { ...filters, page, page_size: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export const AUDIT_PAGE_SIZE = PAGE_SIZE;

/** Every event the filters match, page after page, for the CSV. */
export async function fetchAllAuditEvents(workspaceId: string, filters: AuditFilters): Promise<AuditEvent[]> {
  const events: AuditEvent[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await callApi(auditApi.list, {
      params: { id: workspaceId },
      query: { ...filters, page, page_size: EXPORT_PAGE_SIZE },
    });
    events.push(...answer.events);
    if (events.length >= answer.total || answer.events.length === 0) return events;
  }
}
