import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { insightsApi } from '#contract/insights';

const DAY_MS = 86_400_000;

/**
 * GET /api/workspaces/:id/insights over the last `days` days (null: all time), for OWNER and
 * RECRUITER; each fetch counts the days back from its own moment.
 */
export function useWorkspaceInsights(workspaceId: string, days: number | null) {
  return useQuery({
    queryKey: queryKeys.workspaces.insights(workspaceId, days),
    queryFn: () =>
      callApi(insightsApi.workspace, {
        params: { id: workspaceId },
        query: days === null ? {} : { from: new Date(Date.now() - days * DAY_MS).toISOString() },
      }),
  });
}
