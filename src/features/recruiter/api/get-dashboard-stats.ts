import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { dashboardApi, type DashboardStats } from '@contract/dashboard';

/** GET /api/dashboard/stats: the four tiles of the dashboard, counted by the database. */
function getDashboardStats(): Promise<DashboardStats> {
  return callApi(dashboardApi.stats, { query: {} });
}

function getDashboardStatsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.dashboard.stats(), queryFn: getDashboardStats });
}

export function useDashboardStats() {
  return useQuery(getDashboardStatsQueryOptions());
}
