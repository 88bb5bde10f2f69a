import { videoResumeSummaryListSchema, type VideoResumeSummary } from '@contract/candidates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { candidatePortalQueryKey } from '@/features/candidate/api/get-candidate';
import { apiRequest } from '@/lib/api-client';

/** GET /api/candidates/video-resumes: the candidate's own video resumes, newest first. */
export function getCandidateVideoResumes(): Promise<VideoResumeSummary[]> {
  return apiRequest('/candidates/video-resumes', videoResumeSummaryListSchema);
}

export function getCandidateVideoResumesQueryOptions() {
  return queryOptions({
    queryKey: [...candidatePortalQueryKey, 'video-resumes'],
    queryFn: getCandidateVideoResumes,
  });
}

export function useCandidateVideoResumes() {
  return useQuery(getCandidateVideoResumesQueryOptions());
}
