import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { videoResumeApi, type UpdateVideoResumeInput, type VideoResumeView } from '#contract/video-resumes';

/** PUT /api/candidates/video-resumes/:id: title, description and the active flag. */
function updateVideoResume(id: string, input: UpdateVideoResumeInput): Promise<VideoResumeView> {
  return callApi(videoResumeApi.update, { params: { id }, body: input });
}

export function useUpdateVideoResume(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateVideoResumeInput) => updateVideoResume(id, input),
    onSuccess: () => invalidate(queryClient, queryKeys.videoResumes.all),
  });
}
