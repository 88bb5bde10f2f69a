import { deletedSchema, type Deleted } from '@contract/interviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getCandidateAnalyticsQueryOptions } from '@/features/candidate/api/get-candidate-analytics';
import { getCandidateVideoResumesQueryOptions } from '@/features/candidate/api/get-candidate-video-resumes';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/candidates/video-resumes/:id: the resume, its stored video and its views. */
export function deleteVideoResume(id: string): Promise<Deleted> {
  return apiRequest(`/candidates/video-resumes/${encodeURIComponent(id)}`, deletedSchema, {
    method: 'DELETE',
  });
}

export function useDeleteVideoResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVideoResume,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getCandidateVideoResumesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getCandidateAnalyticsQueryOptions().queryKey }),
      ]),
  });
}
