import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { videoResumesQueryKey } from '@/features/resumes/api/get-video-resume';
import {
  videoResumeViewSchema,
  type CreateVideoResumeInput,
  type VideoResumeView,
} from '@contract/video-resumes';

/** POST /api/candidates/video-resumes, once the recording is in the caller's resumes folder. */
export function createVideoResume(input: CreateVideoResumeInput): Promise<VideoResumeView> {
  return apiRequest('/candidates/video-resumes', videoResumeViewSchema, { method: 'POST', body: input });
}

export function useCreateVideoResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVideoResume,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoResumesQueryKey }),
  });
}
