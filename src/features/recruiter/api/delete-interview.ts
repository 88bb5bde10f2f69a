import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getDashboardStatsQueryOptions } from '@/features/recruiter/api/get-dashboard-stats';
import { getInterviewQueryOptions } from '@/features/recruiter/api/get-interview';
import { interviewsQueryKey } from '@/features/recruiter/api/get-interviews';
import { invitationsQueryKey } from '@/features/recruiter/api/get-invitations';
import { deletedSchema, type Deleted } from '@contract/interviews';

/** DELETE /api/interviews/:id: with its questions, invitations, responses, reviews and AI insights. */
export function deleteInterview(id: string): Promise<Deleted> {
  return apiRequest(`/interviews/${encodeURIComponent(id)}`, deletedSchema, { method: 'DELETE' });
}

export function useDeleteInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInterview,
    onSuccess: (_result, id) => {
      // Gone for good: refetching its detail would only answer 404.
      queryClient.removeQueries({ queryKey: getInterviewQueryOptions(id).queryKey });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: interviewsQueryKey }),
        queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: getDashboardStatsQueryOptions().queryKey }),
      ]);
    },
  });
}
