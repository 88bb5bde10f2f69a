import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { auditApi, type AuditFilters } from '#contract/audit';

const PAGE_SIZE = 50;

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
