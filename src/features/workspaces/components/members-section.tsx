import { Button, Select, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useChangeMemberRole, useRemoveMember } from '@/features/workspaces/api/workspace-settings-api';
import { confirmIrreversible } from '@/ui/confirm-dialog';
import { formatDate } from '@/ui/format-date';
import { notifyFailure } from '@/ui/notify-failure';
import { SectionCard } from '@/ui/section-card';
import { workspaceRoleSchema, type WorkspaceDetail, type WorkspaceMember } from '#contract/workspaces';

const ROLE_OPTIONS = workspaceRoleSchema.options.map((role) => ({
  value: role,
  label: role.charAt(0) + role.slice(1).toLowerCase(),
}));

interface MembersSectionProps {
  workspace: WorkspaceDetail;
  /** The signed-in user's id: their own row offers Leave workspace. */
  userId: string;
  canManage: boolean;
}

/** Members: owners change roles and remove members; everyone may leave. */
export function MembersSection({ workspace, userId, canManage }: MembersSectionProps) {
  const changeRole = useChangeMemberRole(workspace.id);
  const removeMember = useRemoveMember(workspace.id);
  const navigate = useNavigate();

  const remove = (member: WorkspaceMember) => {
    const self = member.user_id === userId;
    confirmIrreversible({
      title: self ? 'Leave workspace' : 'Remove member',
      confirmLabel: self ? 'Leave workspace' : 'Remove',
      children: self
        ? `You will no longer see the interviews of ${workspace.name}.`
        : `${member.full_name} will no longer see the interviews of ${workspace.name}.`,
      onConfirm: () =>
        removeMember.mutate(member.user_id, {
          onSuccess: () => {
            notifications.show({
              color: 'green',
              message: self ? `You left ${workspace.name}` : `${member.full_name} was removed`,
            });
            if (self) void navigate(paths.dashboard.getHref());
          },
          onError: (error) =>
            notifyFailure(self ? 'Failed to leave the workspace.' : 'Failed to remove the member.', error),
        }),
    });
  };

  return (
    <SectionCard title="Members">
      <Table.ScrollContainer minWidth={600}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Joined</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {workspace.members.map((member) => (
              <Table.Tr key={member.user_id}>
                <Table.Td>{member.full_name}</Table.Td>
                <Table.Td>{member.email}</Table.Td>
                <Table.Td>
                  {canManage ? (
                    <Select
                      aria-label={`Role of ${member.full_name}`}
                      data={ROLE_OPTIONS}
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
                                message: `${member.full_name} is now ${parsed.data.toLowerCase()}`,
                              }),
                            onError: (error) => notifyFailure('Failed to change the role.', error),
                          },
                        );
                      }}
                    />
                  ) : (
                    <Text size="sm">
                      {ROLE_OPTIONS.find((option) => option.value === member.role)?.label}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{formatDate(member.joined_at)}</Table.Td>
                <Table.Td>
                  {member.user_id === userId ? (
                    <Button size="xs" variant="subtle" color="red" onClick={() => remove(member)}>
                      Leave workspace
                    </Button>
                  ) : (
                    canManage && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${member.full_name}`}
                        onClick={() => remove(member)}
                      >
                        Remove
                      </Button>
                    )
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}
