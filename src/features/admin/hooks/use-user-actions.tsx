import { notifications } from '@mantine/notifications';
import type { AdminUser } from '#contract/admin';
import type { AppRole } from '#contract/users';
import { useChangeUserRole } from '@/features/admin/api/change-user-role';
import { useDeleteUser } from '@/features/admin/api/delete-user';
import { DeleteUserContents } from '@/features/admin/components/delete-user-contents';
import { confirmIrreversible } from '@/ui/confirm-dialog';
import { notifyFailure } from '@/ui/notify-failure';

/** What an admin does to one user, each ending in docs/product.md §8's notification. */
export function useUserActions() {
  const changeRole = useChangeUserRole();
  const remove = useDeleteUser();

  return {
    changeRole(user: AdminUser, newRole: AppRole) {
      changeRole.mutateAsync({ user, newRole }).then(
        () => notifications.show({ color: 'green', message: `User role updated successfully to ${newRole}` }),
        (error: unknown) => notifyFailure('Failed to update user role: {error}', error),
      );
    },
    confirmDelete(user: AdminUser) {
      confirmIrreversible({
        title: 'Delete User',
        confirmLabel: 'Delete User',
        children: <DeleteUserContents user={user} />,
        onConfirm: () => {
          remove.mutateAsync(user).then(
            () =>
              notifications.show({
                color: 'green',
                message: `User ${user.email} has been deleted successfully`,
              }),
            (error: unknown) => notifyFailure('Failed to delete user: {error}', error),
          );
        },
      });
    },
  };
}
