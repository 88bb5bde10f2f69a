import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSignedInSession } from '@/auth/session-context';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { adminApi, type AdminUser, type ChangeRole } from '#contract/admin';
import type { AppRole } from '#contract/users';

/** PUT /api/admin/users/role (docs/product.md §7): the user as they are now; the server writes the log's note. */
function changeUserRole(input: ChangeRole): Promise<AdminUser> {
  return callApi(adminApi.changeRole, { body: input });
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  const session = useSignedInSession();
  return useMutation({
    mutationFn: ({ user, newRole }: { user: Pick<AdminUser, 'id'>; newRole: AppRole }) =>
      changeUserRole({ user_id: user.id, new_role: newRole }),
    // Users and the log change together; so may the caller's own access, when they stepped down.
    onSettled: () =>
      invalidate(
        queryClient,
        queryKeys.adminUsers.all,
        queryKeys.adminLogs.all,
        queryKeys.currentUser(session.user.id),
      ),
  });
}
