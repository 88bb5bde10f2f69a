import { videoResumeApi, type VideoResumeSummary } from '#contract/video-resumes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';

/** GET /api/candidates/video-resumes: the candidate's own video resumes, newest first. */
function getVideoResumes(): Promise<VideoResumeSummary[]> {
  return callApi(videoResumeApi.list);
}

function getVideoResumesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.videoResumes.list(), queryFn: getVideoResumes });
}

export function useVideoResumes() {
  return useQuery(getVideoResumesQueryOptions());
}
