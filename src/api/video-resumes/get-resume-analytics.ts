import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { videoResumeApi, type ResumeAnalytics } from '#contract/video-resumes';

/** GET /api/candidates/video-resumes/:id/analytics: the owner's view counts and the last 10 views. */
function getResumeAnalytics(id: string): Promise<ResumeAnalytics> {
  return callApi(videoResumeApi.analytics, { params: { id } });
}

function getResumeAnalyticsQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.videoResumes.analytics(id),
    queryFn: () => getResumeAnalytics(id),
  });
}

export function useResumeAnalytics(id: string, enabled: boolean) {
  return useQuery({ ...getResumeAnalyticsQueryOptions(id), enabled });
}
