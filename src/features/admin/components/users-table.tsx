import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Table, Text } from '@mantine/core';
import type { AdminUser } from '#contract/admin';
import { RoleBadge } from '@/features/admin/components/role-badge';
import { UserRowMenu } from '@/features/admin/components/user-row-menu';
import { UserWorkspaces } from '@/features/admin/components/user-workspaces';
import { userTypeLabels } from '@/features/admin/lib/user-type-labels';
import type { useUserActions } from '@/features/admin/hooks/use-user-actions';
import { formatDate } from '@/ui/format-date';

interface UsersTableProps {
  users: AdminUser[];
  currentUserId: string;
  actions: ReturnType<typeof useUserActions>;
}

/** docs/product.md §2: User, Role, Type, Workspaces, Joined, Actions. */
export function UsersTable({ users, currentUserId, actions }: UsersTableProps) {
  const { i18n } = useLingui();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>User</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Role</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Type</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Workspaces</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Joined</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Actions</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {user.name || '—'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {user.email}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <RoleBadge role={user.role} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{i18n._(userTypeLabels[user.user_type])}</Text>
              </Table.Td>
              <Table.Td>
                <UserWorkspaces workspaces={user.workspaces} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(user.created_at)}</Text>
              </Table.Td>
              <Table.Td>
                <Group justify="flex-start">
                  <UserRowMenu user={user} isSelf={user.id === currentUserId} actions={actions} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
