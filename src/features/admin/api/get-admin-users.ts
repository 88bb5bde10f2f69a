import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { adminApi, type AdminUserPage, type RoleFilter } from '#contract/admin';

export interface AdminUsersQuery {
  search: string;
  role: RoleFilter;
  page: number;
}

/** GET /api/admin/users: one page of the matching users, newest first, with the counters. */
function getAdminUsers({ search, role, page }: AdminUsersQuery): Promise<AdminUserPage> {
  return callApi(adminApi.users, { query: { role, page, search: search || undefined } });
}

function getAdminUsersQueryOptions(query: AdminUsersQuery) {
  return queryOptions({
    queryKey: queryKeys.adminUsers.page(query),
    queryFn: () => getAdminUsers(query),
    // While a new search loads, the table keeps the last answer instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery(getAdminUsersQueryOptions(query));
}
