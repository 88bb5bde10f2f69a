import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { useCurrentWorkspace } from '@/current-workspace/use-current-workspace';
import { dashboardApi, type DashboardStats } from '#contract/dashboard';

/** GET /api/dashboard/stats: the four tiles of the dashboard for one workspace, counted by the database. */
function getDashboardStats(workspaceId: string | null): Promise<DashboardStats> {
  return callApi(dashboardApi.stats, { query: { workspace_id: workspaceId ?? undefined } });
}

function getDashboardStatsQueryOptions(workspaceId: string | null) {
  return queryOptions({
    queryKey: queryKeys.dashboard.stats(workspaceId),
    queryFn: () => getDashboardStats(workspaceId),
  });
}

/** The current workspace's tiles. */
export function useDashboardStats() {
  const workspace = useCurrentWorkspace();
  return useQuery(getDashboardStatsQueryOptions(workspace.id));
}
