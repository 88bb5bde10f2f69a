import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import {
  useResendTeamInvitation,
  useRevokeTeamInvitation,
} from '@/features/workspaces/api/workspace-settings-api';
import { InviteTeammateModal } from '@/features/workspaces/components/invite-teammate-modal';
import { confirmIrreversible } from '@/ui/confirm-dialog';
import { formatDate } from '@/ui/format-date';
import { notifyFailure } from '@/ui/notify-failure';
import { SectionCard } from '@/ui/section-card';
import type { TeamInvitation, WorkspaceDetail } from '#contract/workspaces';

const EMAIL_STATUS_COLOR = { PENDING: 'gray', SENT: 'green', FAILED: 'red' } as const;

/** Pending team invitations with their e-mail status; owners invite, resend and revoke. */
export function TeamInvitationsSection({ workspace }: { workspace: WorkspaceDetail }) {
  const [inviting, invite] = useDisclosure(false);
  const resend = useResendTeamInvitation(workspace.id);
  const revoke = useRevokeTeamInvitation(workspace.id);

  const confirmRevoke = (invitation: TeamInvitation) =>
    confirmIrreversible({
      title: 'Revoke invitation',
      confirmLabel: 'Revoke',
      children: `The link sent to ${invitation.email} will stop working.`,
      onConfirm: () =>
        revoke.mutate(invitation.id, {
          onSuccess: () => notifications.show({ color: 'green', message: 'Invitation revoked' }),
          onError: (error) => notifyFailure('Failed to revoke the invitation.', error),
        }),
    });

  return (
    <SectionCard
      title="Pending invitations"
      aside={
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={invite.open}>
          Invite teammate
        </Button>
      }
    >
      {workspace.invitations.length === 0 ? (
        <Text size="sm" c="dimmed">
          No pending invitations.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Sent</Table.Th>
                <Table.Th>E-mail status</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {workspace.invitations.map((invitation) => (
                <Table.Tr key={invitation.id}>
                  <Table.Td>{invitation.email}</Table.Td>
                  <Table.Td>{invitation.role.charAt(0) + invitation.role.slice(1).toLowerCase()}</Table.Td>
                  <Table.Td>
                    {formatDate(invitation.created_at)}
                    {invitation.status === 'EXPIRED' && (
                      // orange.9 is 4.3:1 on white; the theme's darkened light-variant orange reads at 5:1.
                      <Text size="xs" c="var(--mantine-color-orange-light-color)">
                        Expired
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={EMAIL_STATUS_COLOR[invitation.email_status]} variant="light">
                      {invitation.email_status}
                    </Badge>
                    {invitation.email_error && (
                      <Text size="xs" c="red.8">
                        {invitation.email_error}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={`Resend to ${invitation.email}`}
                        disabled={resend.isPending}
                        onClick={() =>
                          resend.mutate(invitation.id, {
                            onSuccess: () =>
                              notifications.show({ color: 'green', message: 'Invitation sent again' }),
                            onError: (error) => notifyFailure('Failed to resend the invitation.', error),
                          })
                        }
                      >
                        Resend
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Revoke the invitation of ${invitation.email}`}
                        onClick={() => confirmRevoke(invitation)}
                      >
                        Revoke
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <InviteTeammateModal workspaceId={workspace.id} opened={inviting} onClose={invite.close} />
    </SectionCard>
  );
}
