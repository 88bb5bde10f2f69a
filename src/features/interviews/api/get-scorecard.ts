import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { scorecardApi, type Scorecard, type ScorecardSource } from '#contract/scorecards';

/** GET /api/interviews/:id/scorecard: its competencies and which of them each question evaluates. */
export function scorecardQueryOptions(interviewId: string) {
  return queryOptions({
    queryKey: queryKeys.interviews.scorecard(interviewId),
    queryFn: (): Promise<Scorecard> => callApi(scorecardApi.get, { params: { id: interviewId } }),
  });
}

export function useScorecard(interviewId: string) {
  return useQuery(scorecardQueryOptions(interviewId));
}

/** GET /api/workspaces/:id/scorecards: the workspace's interviews with a scorecard to copy. */
export function useScorecardSources(workspaceId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.interviews.scorecardSources(workspaceId ?? ''),
    queryFn: (): Promise<ScorecardSource[]> =>
      callApi(scorecardApi.sources, { params: { id: workspaceId ?? '' } }),
    enabled: workspaceId !== undefined,
  });
}
