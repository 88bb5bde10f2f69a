import { userApi, type CurrentUser } from '#contract/users';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useSignedInSession } from '@/auth/session-context';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';

/** The recruiter access check: 403 for candidates, 401 without a valid token. */
function getCurrentUser(): Promise<CurrentUser> {
  return callApi(userApi.me);
}

/** Keyed by user so a second account in the same tab never sees the first one's answer. */
function getCurrentUserQueryOptions(userId: string) {
  return queryOptions({ queryKey: queryKeys.currentUser(userId), queryFn: getCurrentUser });
}

export function useCurrentUserQuery(userId: string) {
  return useQuery(getCurrentUserQueryOptions(userId));
}

/** For screens behind the recruiter or admin guard, which have already loaded the user. */
export function useCurrentUser(): CurrentUser {
  const session = useSignedInSession();
  return useSuspenseQuery(getCurrentUserQueryOptions(session.user.id)).data;
}
