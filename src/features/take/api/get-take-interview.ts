import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callLazyApi } from '@/lib/api-client';
import type { TakeInterview } from '@contract/take';

/**
 * GET /api/take/:token: the interview an invitation opens, its questions, and the caller's saved
 * answers; 404 'Interview not found or expired' for unknown, expired, cancelled or completed tokens.
 * The route's zod schemas are not part of the welcome step's first download: they load beside the
 * request, which a phone on a slow connection feels (issue #21).
 */
function getTakeInterview(token: string): Promise<TakeInterview> {
  return callLazyApi(
    { method: 'GET', path: '/take/:token' },
    () => import('@contract/take').then((m) => m.takeApi.get),
    { params: { token } },
  );
}

/** Keyed by the caller too: whether the invitation is theirs and their answers depend on who asks. */
export function getTakeInterviewQueryOptions(token: string, userId: string | null) {
  return queryOptions({
    queryKey: queryKeys.take.interview(token, userId),
    queryFn: () => getTakeInterview(token),
    // The candidate's progress only changes through this tab's own calls, which update the cache.
    staleTime: Infinity,
  });
}

export function useTakeInterview(token: string, userId: string | null, enabled: boolean) {
  // Signing in changes the key; the previous answer stands in meanwhile, so the step stays on screen.
  return useQuery({
    ...getTakeInterviewQueryOptions(token, userId),
    enabled,
    placeholderData: keepPreviousData,
  });
}
