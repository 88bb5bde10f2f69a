import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { adminApi, type AdminUser, type DeletedUser } from '#contract/admin';

/** DELETE /api/admin/users/{id}?type= (docs/product.md §7): the account with all its data and stored files. */
function deleteUser(user: Pick<AdminUser, 'id' | 'user_type'>): Promise<DeletedUser> {
  return callApi(adminApi.deleteUser, { params: { id: user.id }, query: { type: user.user_type } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => invalidate(queryClient, queryKeys.adminUsers.all, queryKeys.adminLogs.all),
  });
}
