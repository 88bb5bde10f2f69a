import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import type { AdminUser } from '#contract/admin';
import type { AppRole } from '#contract/users';
import { useChangeUserRole } from '@/features/admin/api/change-user-role';
import { useDeleteUser } from '@/features/admin/api/delete-user';
import { DeleteUserContents } from '@/features/admin/components/delete-user-contents';
import { confirmIrreversible } from '@/ui/confirm-dialog';
import { notifyFailure } from '@/ui/notify-failure';

/** notifyFailure's slot for the server's reason, kept as it is by the translations. */
const error = '{error}';

/** What an admin does to one user, each ending in docs/product.md §8's notification. */
export function useUserActions() {
  const { t } = useLingui();
  const changeRole = useChangeUserRole();
  const remove = useDeleteUser();

  return {
    changeRole(user: AdminUser, newRole: AppRole) {
      changeRole.mutateAsync({ user, newRole }).then(
        () =>
          notifications.show({ color: 'green', message: t`User role updated successfully to ${newRole}` }),
        (failure: unknown) => notifyFailure(t`Failed to update user role: ${error}`, failure),
      );
    },
    confirmDelete(user: AdminUser) {
      const email = user.email;
      confirmIrreversible({
        title: t`Delete User`,
        confirmLabel: t`Delete User`,
        children: <DeleteUserContents user={user} />,
        onConfirm: () => {
          remove.mutateAsync(user).then(
            () =>
              notifications.show({
                color: 'green',
                message: t`User ${email} has been deleted successfully`,
              }),
            (failure: unknown) => notifyFailure(t`Failed to delete user: ${error}`, failure),
          );
        },
      });
    },
  };
}
