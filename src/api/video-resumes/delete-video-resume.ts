import type { Deleted } from '#contract/interviews';
import { videoResumeApi } from '#contract/video-resumes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';

/** DELETE /api/candidates/video-resumes/:id: the resume, its stored video and its views. */
function deleteVideoResume(id: string): Promise<Deleted> {
  return callApi(videoResumeApi.remove, { params: { id } });
}

export function useDeleteVideoResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVideoResume,
    // The list, the view counts and any cached page of it.
    onSuccess: () => invalidate(queryClient, queryKeys.videoResumes.all),
  });
}
