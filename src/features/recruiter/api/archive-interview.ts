import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getDashboardStatsQueryOptions } from '@/features/recruiter/api/get-dashboard-stats';
import { interviewsQueryKey } from '@/features/recruiter/api/get-interviews';
import { archivedInterviewSchema, type ArchivedInterview } from '@contract/interviews';

/** PUT /api/interviews/:id/archive. */
export function archiveInterview(id: string): Promise<ArchivedInterview> {
  return apiRequest(`/interviews/${encodeURIComponent(id)}/archive`, archivedInterviewSchema, {
    method: 'PUT',
  });
}

export function useArchiveInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveInterview,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: interviewsQueryKey }),
        queryClient.invalidateQueries({ queryKey: getDashboardStatsQueryOptions().queryKey }),
      ]),
  });
}
