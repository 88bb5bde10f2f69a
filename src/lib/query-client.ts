import { QueryClient } from '@tanstack/react-query';

/**
 * A 4xx answer (the api's ApiError, or Supabase Auth's error) will not change on retry; network
 * failures and 5xx answers may. Read from the error's `status`, which both kinds carry.
 */
function shouldRetry(failureCount: number, error: Error): boolean {
  const status = 'status' in error && typeof error.status === 'number' ? error.status : undefined;
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

/** How long a read is served from the cache before it is asked again: a mutation must invalidate what it changes. */
export const STALE_TIME_MS = 60_000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: STALE_TIME_MS },
  },
});
