import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardStatsSchema, type DashboardStats } from '@contract/dashboard';

/** GET /api/dashboard/stats: the four tiles of the dashboard, counted by the database. */
export function getDashboardStats(): Promise<DashboardStats> {
  return apiRequest('/dashboard/stats', dashboardStatsSchema);
}

export function getDashboardStatsQueryOptions() {
  return queryOptions({ queryKey: ['dashboard', 'stats'], queryFn: getDashboardStats });
}

export function useDashboardStats() {
  return useQuery(getDashboardStatsQueryOptions());
}
