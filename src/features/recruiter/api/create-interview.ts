import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getDashboardStatsQueryOptions } from '@/features/recruiter/api/get-dashboard-stats';
import { interviewsQueryKey } from '@/features/recruiter/api/get-interviews';
import { createdInterviewSchema, type CreateInterview, type CreatedInterview } from '@contract/interviews';

/** POST /api/interviews: the interview with its questions in the order given; 201 {id}, 400 with fields. */
export function createInterview(input: CreateInterview): Promise<CreatedInterview> {
  return apiRequest('/interviews', createdInterviewSchema, { method: 'POST', body: input });
}

export function useCreateInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInterview,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: interviewsQueryKey }),
        queryClient.invalidateQueries({ queryKey: getDashboardStatsQueryOptions().queryKey }),
      ]),
  });
}
