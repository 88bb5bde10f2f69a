import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { videoResumeApi, type CreateVideoResumeInput, type VideoResumeView } from '#contract/video-resumes';

/** POST /api/candidates/video-resumes, once the recording is in the caller's resumes folder. */
function createVideoResume(input: CreateVideoResumeInput): Promise<VideoResumeView> {
  return callApi(videoResumeApi.create, { body: input });
}

export function useCreateVideoResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVideoResume,
    onSuccess: () => invalidate(queryClient, queryKeys.videoResumes.all),
  });
}
