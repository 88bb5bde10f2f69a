import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { videoResumesQueryKey } from '@/features/resumes/api/get-video-resume';
import { resumeAnalyticsSchema, type ResumeAnalytics } from '@contract/video-resumes';

/** GET /api/candidates/video-resumes/:id/analytics: the owner's view counts and the last 10 views. */
export function getResumeAnalytics(id: string): Promise<ResumeAnalytics> {
  return apiRequest(`/candidates/video-resumes/${encodeURIComponent(id)}/analytics`, resumeAnalyticsSchema);
}

export function getResumeAnalyticsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...videoResumesQueryKey, 'analytics', id],
    queryFn: () => getResumeAnalytics(id),
  });
}

export function useResumeAnalytics(id: string, enabled: boolean) {
  return useQuery({ ...getResumeAnalyticsQueryOptions(id), enabled });
}
