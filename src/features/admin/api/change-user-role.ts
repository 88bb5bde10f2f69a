import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSignedInSession } from '@/auth/session-context';
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
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminLogs.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.currentUser(session.user.id) }),
      ]),
  });
}
