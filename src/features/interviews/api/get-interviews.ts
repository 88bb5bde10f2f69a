import { interviewApi, type InterviewSummary } from '#contract/interviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { useCurrentWorkspace } from '@/current-workspace/use-current-workspace';

/** GET /api/interviews: the workspace's interviews, newest first. */
function getInterviews(workspaceId: string | null): Promise<InterviewSummary[]> {
  return callApi(interviewApi.list, { query: { workspace_id: workspaceId ?? undefined } });
}

function getInterviewsQueryOptions(workspaceId: string | null) {
  return queryOptions({
    queryKey: queryKeys.interviews.list(workspaceId),
    queryFn: () => getInterviews(workspaceId),
  });
}

/** The current workspace's interviews. */
export function useInterviews() {
  const workspace = useCurrentWorkspace();
  return useQuery(getInterviewsQueryOptions(workspace.id));
}
