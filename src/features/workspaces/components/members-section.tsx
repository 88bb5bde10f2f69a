import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Select, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useChangeMemberRole, useRemoveMember } from '@/features/workspaces/api/workspace-settings-api';
import { confirmIrreversible } from '@/ui/confirm-dialog';
import { formatDate } from '@/ui/format-date';
import { notifyFailure } from '@/ui/notify-failure';
import { SectionCard } from '@/ui/section-card';
import { workspaceRoleLabels } from '@/features/workspaces/lib/role-labels';
import {
  workspaceRoleSchema,
  type WorkspaceDetail,
  type WorkspaceMember,
  type WorkspaceRole,
} from '#contract/workspaces';

interface MembersSectionProps {
  workspace: WorkspaceDetail;
  /** The signed-in user's id: their own row offers Leave workspace. */
  userId: string;
  canManage: boolean;
}

/** Members: owners change roles and remove members; everyone may leave. */
export function MembersSection({ workspace, userId, canManage }: MembersSectionProps) {
  const { t } = useLingui();
  const changeRole = useChangeMemberRole(workspace.id);
  const removeMember = useRemoveMember(workspace.id);
  const navigate = useNavigate();
  const workspaceName = workspace.name;
  const roleOptions = workspaceRoleSchema.options.map((role) => ({
    value: role,
    label: t(workspaceRoleLabels[role]),
  }));
  const roleChanged = (name: string, role: WorkspaceRole) =>
    ({
      OWNER: t`${name} is now owner`,
      RECRUITER: t`${name} is now recruiter`,
      REVIEWER: t`${name} is now reviewer`,
    })[role];

  const remove = (member: WorkspaceMember) => {
    const self = member.user_id === userId;
    const name = member.full_name;
    confirmIrreversible({
      title: self ? t`Leave workspace` : t`Remove member`,
      confirmLabel: self ? t`Leave workspace` : t`Remove`,
      children: self
        ? t`You will no longer see the interviews of ${workspaceName}.`
        : t`${name} will no longer see the interviews of ${workspaceName}.`,
      onConfirm: () =>
        removeMember.mutate(member.user_id, {
          onSuccess: () => {
            notifications.show({
              color: 'green',
              message: self ? t`You left ${workspaceName}` : t`${name} was removed`,
            });
            if (self) void navigate(paths.dashboard.getHref());
          },
          onError: (error) =>
            notifyFailure(self ? t`Failed to leave the workspace.` : t`Failed to remove the member.`, error),
        }),
    });
  };

  return (
    <SectionCard title={t`Members`}>
      <Table.ScrollContainer minWidth={600}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Name</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>E-mail</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Role</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Joined</Trans>
              </Table.Th>
              <Table.Th>
                <VisuallyHidden>
                  <Trans>Actions</Trans>
                </VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {workspace.members.map((member) => {
              const name = member.full_name;
              return (
                <Table.Tr key={member.user_id}>
                  <Table.Td>{member.full_name}</Table.Td>
                  <Table.Td>{member.email}</Table.Td>
                  <Table.Td>
                    {canManage ? (
                      <Select
                        aria-label={t`Role of ${name}`}
                        data={roleOptions}
                        value={member.role}
                        allowDeselect={false}
                        disabled={changeRole.isPending}
                        w={150}
                        onChange={(role) => {
                          const parsed = workspaceRoleSchema.safeParse(role);
                          if (!parsed.success || parsed.data === member.role) return;
                          changeRole.mutate(
                            { userId: member.user_id, role: parsed.data },
                            {
                              onSuccess: () =>
                                notifications.show({
                                  color: 'green',
                                  message: roleChanged(name, parsed.data),
                                }),
                              onError: (error) => notifyFailure(t`Failed to change the role.`, error),
                            },
                          );
                        }}
                      />
                    ) : (
                      <Text size="sm">{t(workspaceRoleLabels[member.role])}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDate(member.joined_at)}</Table.Td>
                  <Table.Td>
                    {member.user_id === userId ? (
                      <Button size="xs" variant="subtle" color="red" onClick={() => remove(member)}>
                        <Trans>Leave workspace</Trans>
                      </Button>
                    ) : (
                      canManage && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={t`Remove ${name}`}
                          onClick={() => remove(member)}
                        >
                          <Trans>Remove</Trans>
                        </Button>
                      )
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}
