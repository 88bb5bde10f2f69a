import { videoResumeApi, type CandidateAnalytics } from '#contract/video-resumes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';

/** GET /api/candidates/analytics: views of all the candidate's resumes. */
function getAllResumeAnalytics(): Promise<CandidateAnalytics> {
  return callApi(videoResumeApi.allAnalytics);
}

function getAllResumeAnalyticsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.videoResumes.allAnalytics(), queryFn: getAllResumeAnalytics });
}

export function useAllResumeAnalytics() {
  return useQuery(getAllResumeAnalyticsQueryOptions());
}
