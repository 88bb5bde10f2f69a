import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { fairnessApi, type SelfIdentificationInput } from '#contract/fairness';

/** GET /api/candidates/self-identification: the candidate's own voluntary answers, per interview. */
export function useMySelfIdentification() {
  return useQuery({
    queryKey: queryKeys.candidate.selfIdentification(),
    queryFn: () => callApi(fairnessApi.mine),
  });
}

/** PUT and DELETE /api/candidates/invitations/:id/self-identification: answer, change, withdraw. */
export function useSelfIdentificationActions(invitationId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.candidate.selfIdentification() });
  const save = useMutation({
    mutationFn: (body: SelfIdentificationInput) =>
      callApi(fairnessApi.save, { params: { id: invitationId }, body }),
    onSuccess,
  });
  const withdraw = useMutation({
    mutationFn: () => callApi(fairnessApi.withdraw, { params: { id: invitationId } }),
    onSuccess,
  });
  return { save, withdraw };
}
