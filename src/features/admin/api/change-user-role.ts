import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getCurrentUserQueryOptions } from '@/auth/get-current-user';
import { useSignedInSession } from '@/auth/session-context';
import { apiRequest } from '@/lib/api-client';
import { adminLogsQueryKey } from '@/features/admin/api/get-admin-logs';
import { adminUsersQueryKey } from '@/features/admin/api/get-admin-users';
import { changedRoleSchema, type AdminUser, type ChangeRole } from '@contract/admin';
import type { AppRole } from '@contract/users';

/** PUT /api/admin/users/role (spec §7): the user as they are now; the server writes the log's note. */
export function changeUserRole(input: ChangeRole): Promise<AdminUser> {
  return apiRequest('/admin/users/role', changedRoleSchema, { method: 'PUT', body: input });
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  const session = useSignedInSession();
  return useMutation({
    mutationFn: ({ user, newRole }: { user: Pick<AdminUser, 'id'>; newRole: AppRole }) =>
      changeUserRole({ user_id: user.id, new_role: newRole }),
    // Users and the log change together; so may the caller's own access, when they stepped down.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminLogsQueryKey }),
        queryClient.invalidateQueries({ queryKey: getCurrentUserQueryOptions(session.user.id).queryKey }),
      ]),
  });
}
