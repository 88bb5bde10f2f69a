import { queryOptions } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { queryKeys } from '@/api/query-keys';
import { callLazyApi } from '@/lib/api-client';
import { hasStoredSession } from '@/lib/auth-storage-key';
import { queryClient } from '@/lib/query-client';
import type { TakeInterview } from '#contract/take';

/**
 * GET /api/take/:token: the interview an invitation opens, its questions, and the caller's saved
 * answers; 404 'Interview not found or expired' for unknown, expired, cancelled or completed tokens.
 * The route's zod schemas are not part of the welcome step's first download: they load beside the
 * request, which a phone on a slow connection feels (issue #21).
 */
function getTakeInterview(token: string): Promise<TakeInterview> {
  return callLazyApi(
    { method: 'GET', path: '/take/:token' },
    () => import('#contract/take').then((m) => m.takeApi.get),
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

/**
 * Run when the /take/:token route is matched (src/routes.tsx): the interview is asked for at once, beside
 * the download of the screen's code rather than after it (issue #21). Only for a visitor without a
 * stored session, who is signed out at once: whose the answer is depends on who asks, and a stored
 * session is known only once the auth client has loaded. It never holds up the screen, which shows
 * its own loader, and a failure is the screen's query's to report.
 */
export function prefetchTakeInterview(params: Params): void {
  if (params.token && !hasStoredSession()) {
    void queryClient.prefetchQuery(getTakeInterviewQueryOptions(params.token, null));
  }
}
