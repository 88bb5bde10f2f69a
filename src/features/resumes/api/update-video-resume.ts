import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { videoResumesQueryKey } from '@/features/resumes/api/get-video-resume';
import {
  videoResumeViewSchema,
  type UpdateVideoResumeInput,
  type VideoResumeView,
} from '@contract/video-resumes';

/** PUT /api/candidates/video-resumes/:id: title, description and the active flag. */
export function updateVideoResume(id: string, input: UpdateVideoResumeInput): Promise<VideoResumeView> {
  return apiRequest(`/candidates/video-resumes/${encodeURIComponent(id)}`, videoResumeViewSchema, {
    method: 'PUT',
    body: input,
  });
}

export function useUpdateVideoResume(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateVideoResumeInput) => updateVideoResume(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoResumesQueryKey }),
  });
}
