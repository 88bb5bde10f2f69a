import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { adminApi, type AdminLogPage } from '#contract/admin';

/** GET /api/admin/logs: the newest entries (10, docs/product.md §9). */
function getAdminLogs(): Promise<AdminLogPage> {
  return callApi(adminApi.logs, { query: {} });
}

function getAdminLogsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.adminLogs.all, queryFn: getAdminLogs });
}

export function useAdminLogs() {
  return useQuery(getAdminLogsQueryOptions());
}
