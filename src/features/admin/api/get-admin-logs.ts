import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminLogPageSchema, type AdminLogPage } from '@contract/admin';

export const adminLogsQueryKey = ['admin', 'logs'] as const;

/** GET /api/admin/logs: the newest entries (10, spec §9). */
export function getAdminLogs(): Promise<AdminLogPage> {
  return apiRequest('/admin/logs', adminLogPageSchema);
}

export function getAdminLogsQueryOptions() {
  return queryOptions({ queryKey: adminLogsQueryKey, queryFn: getAdminLogs });
}

export function useAdminLogs() {
  return useQuery(getAdminLogsQueryOptions());
}
