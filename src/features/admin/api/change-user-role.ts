import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSignedInSession } from '@/auth/session-context';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { adminApi, roleChangeNote, type AdminUser, type ChangeRole } from '@contract/admin';
import type { AppRole } from '@contract/users';

/** PUT /api/admin/users/role (spec §7): the user as they are now. */
export function changeUserRole(input: ChangeRole): Promise<AdminUser> {
  return callApi(adminApi.changeRole, { body: input });
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  const session = useSignedInSession();
  return useMutation({
    mutationFn: ({ user, newRole }: { user: AdminUser; newRole: AppRole }) =>
      changeUserRole({
        user_id: user.id,
        user_email: user.email,
        user_type: user.user_type,
        new_role: newRole,
        notes: roleChangeNote(user.role, newRole),
      }),
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
