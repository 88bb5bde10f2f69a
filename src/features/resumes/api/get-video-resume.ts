import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { videoResumeViewSchema, type VideoResumeView } from '@contract/video-resumes';

/** Every video resume query starts with this key, so a change refreshes all of them. */
export const videoResumesQueryKey = ['video-resumes'] as const;

/**
 * GET /api/public/video-resume/:id by id or share identifier: an active resume for anyone, an
 * inactive one for its owner (the bearer is sent when signed in); 404 otherwise.
 */
export function getVideoResume(identifier: string): Promise<VideoResumeView> {
  return apiRequest(`/public/video-resume/${encodeURIComponent(identifier)}`, videoResumeViewSchema);
}

export function getVideoResumeQueryOptions(identifier: string) {
  return queryOptions({
    queryKey: [...videoResumesQueryKey, 'view', identifier],
    queryFn: () => getVideoResume(identifier),
    // A refetch signs a new video URL, which would restart the player: the page refetches only
    // when the player reports the URL unusable.
    staleTime: Infinity,
  });
}

export function useVideoResume(identifier: string) {
  return useQuery(getVideoResumeQueryOptions(identifier));
}
