import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminUserPageSchema, type AdminUserPage, type RoleFilter } from '@contract/admin';

/** The prefix of every admin user list query: invalidating it refreshes every search and page. */
export const adminUsersQueryKey = ['admin', 'users'] as const;

export interface AdminUsersQuery {
  search: string;
  role: RoleFilter;
  page: number;
}

/** GET /api/admin/users: one page of the matching users, newest first, with the counters. */
export function getAdminUsers({ search, role, page }: AdminUsersQuery): Promise<AdminUserPage> {
  const params = new URLSearchParams({ role, page: String(page) });
  if (search) params.set('search', search);
  return apiRequest(`/admin/users?${params.toString()}`, adminUserPageSchema);
}

export function getAdminUsersQueryOptions(query: AdminUsersQuery) {
  return queryOptions({
    queryKey: [...adminUsersQueryKey, query],
    queryFn: () => getAdminUsers(query),
    // While a new search loads, the table keeps the last answer instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery(getAdminUsersQueryOptions(query));
}
