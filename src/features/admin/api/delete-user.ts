import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { adminApi, type AdminUser, type DeletedUser } from '@contract/admin';

/** DELETE /api/admin/users/{id}?type= (spec §7): the account with all its data and stored files. */
export function deleteUser(user: Pick<AdminUser, 'id' | 'user_type'>): Promise<DeletedUser> {
  return callApi(adminApi.deleteUser, { params: { id: user.id }, query: { type: user.user_type } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminLogs.all }),
      ]),
  });
}
