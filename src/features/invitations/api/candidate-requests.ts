import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { useCurrentWorkspace } from '@/current-workspace/use-current-workspace';
import {
  candidateRequestApi,
  type ApproveInput,
  type CandidateRequest,
  type CandidateRequestList,
} from '#contract/candidate-requests';

interface RequestQuery {
  workspace_id?: string;
  interview_id?: string;
  status?: CandidateRequest['status'];
}

/** GET /api/candidate-requests: the requests of the interviews the caller manages, newest first. */
function getCandidateRequests(query: RequestQuery): Promise<CandidateRequestList> {
  return callApi(candidateRequestApi.list, { query });
}

function candidateRequestsQueryOptions(query: RequestQuery) {
  return queryOptions({
    queryKey: queryKeys.candidateRequests.list(query),
    queryFn: () => getCandidateRequests(query),
  });
}

/** The current workspace's pending requests (the dashboard's card). */
export function usePendingRequests() {
  const workspace = useCurrentWorkspace();
  return useQuery(
    candidateRequestsQueryOptions({ workspace_id: workspace.id ?? undefined, status: 'PENDING' }),
  );
}

/** Every request about one interview's invitations (its page's card). */
export function useInterviewRequests(interviewId: string) {
  return useQuery(candidateRequestsQueryOptions({ interview_id: interviewId }));
}

type Decision = { id: string; approve: false } | { id: string; approve: true; body: ApproveInput };

/** POST /api/candidate-requests/:id/approve or …/decline. */
function decide(decision: Decision): Promise<CandidateRequest> {
  return decision.approve
    ? callApi(candidateRequestApi.approve, { params: { id: decision.id }, body: decision.body })
    : callApi(candidateRequestApi.decline, { params: { id: decision.id } });
}

export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    // A new deadline or accommodations show in the invitation lists too.
    onSuccess: () => invalidate(queryClient, queryKeys.candidateRequests.all, queryKeys.invitations.all),
  });
}
