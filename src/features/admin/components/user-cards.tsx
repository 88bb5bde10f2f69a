import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AdminUser } from '#contract/admin';
import { RoleBadge } from '@/features/admin/components/role-badge';
import { UserRowMenu } from '@/features/admin/components/user-row-menu';
import { UserWorkspaces } from '@/features/admin/components/user-workspaces';
import { userTypeLabels } from '@/features/admin/lib/user-type-labels';
import type { useUserActions } from '@/features/admin/hooks/use-user-actions';
import { formatDate } from '@/ui/format-date';

interface UserCardsProps {
  users: AdminUser[];
  currentUserId: string;
  actions: ReturnType<typeof useUserActions>;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The user table's columns as one card per user, for screens too narrow for the table. */
export function UserCards({ users, currentUserId, actions }: UserCardsProps) {
  const { t, i18n } = useLingui();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {users.map((user) => (
        <Paper component="li" key={user.id} withBorder p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500}>
                {user.name || '—'}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
            </Stack>
            <UserRowMenu user={user} isSelf={user.id === currentUserId} actions={actions} />
          </Group>
          <SimpleGrid cols={3} mt="xs" spacing="xs">
            <Field label={t`Role`}>
              <RoleBadge role={user.role} />
            </Field>
            <Field label={t`Type`}>
              <Text size="sm">{i18n._(userTypeLabels[user.user_type])}</Text>
            </Field>
            <Field label={t`Joined`}>
              <Text size="sm">{formatDate(user.created_at)}</Text>
            </Field>
          </SimpleGrid>
          <Stack gap={2} mt="xs">
            <Text size="xs" c="dimmed">
              <Trans>Workspaces</Trans>
            </Text>
            <UserWorkspaces workspaces={user.workspaces} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
