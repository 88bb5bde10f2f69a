import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminLogsQueryKey } from '@/features/admin/api/get-admin-logs';
import { adminUsersQueryKey } from '@/features/admin/api/get-admin-users';
import { deletedUserSchema, type AdminUser, type DeletedUser } from '@contract/admin';

/** DELETE /api/admin/users/{id}?type= (spec §7): the account with all its data and stored files. */
export function deleteUser(user: Pick<AdminUser, 'id' | 'user_type'>): Promise<DeletedUser> {
  return apiRequest(
    `/admin/users/${encodeURIComponent(user.id)}?type=${encodeURIComponent(user.user_type)}`,
    deletedUserSchema,
    { method: 'DELETE' },
  );
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminLogsQueryKey }),
      ]),
  });
}
