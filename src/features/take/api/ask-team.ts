import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import {
  candidateRequestApi,
  type AskInput,
  type CandidateRequestSummary,
} from '#contract/candidate-requests';

/** POST /api/take/:token/requests: more time or an accommodation, with the candidate's reason. */
function askTeam(token: string, body: AskInput): Promise<CandidateRequestSummary> {
  return callApi(candidateRequestApi.ask, { params: { token }, body });
}

export function useAskTeam(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AskInput) => askTeam(token, body),
    // The link's page lists the request from now on.
    onSuccess: () => invalidate(queryClient, queryKeys.take.link(token)),
  });
}
