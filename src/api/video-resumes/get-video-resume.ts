import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { videoResumeApi, type VideoResumeView } from '#contract/video-resumes';

/**
 * GET /api/public/video-resume/:id by id or share identifier: an active resume for anyone, an
 * inactive one for its owner (the bearer is sent when signed in); 404 otherwise.
 */
function getVideoResume(identifier: string): Promise<VideoResumeView> {
  return callApi(videoResumeApi.view, { params: { id: identifier } });
}

function getVideoResumeQueryOptions(identifier: string) {
  return queryOptions({
    queryKey: queryKeys.videoResumes.view(identifier),
    queryFn: () => getVideoResume(identifier),
    // A refetch signs a new video URL, which would restart the player: the page refetches only
    // when the player reports the URL unusable.
    staleTime: Infinity,
  });
}

export function useVideoResume(identifier: string) {
  return useQuery(getVideoResumeQueryOptions(identifier));
}
