import { Trans, useLingui } from '@lingui/react/macro';
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
import { teamInvitationEmailStatusLabels } from '@/features/workspaces/lib/contract-texts';
import { workspaceRoleLabels } from '@/features/workspaces/lib/role-labels';
import type { TeamInvitation, WorkspaceDetail } from '#contract/workspaces';

const EMAIL_STATUS_COLOR = { PENDING: 'gray', SENT: 'green', FAILED: 'red' } as const;

/** Pending team invitations with their e-mail status; owners invite, resend and revoke. */
export function TeamInvitationsSection({ workspace }: { workspace: WorkspaceDetail }) {
  const { t } = useLingui();
  const [inviting, invite] = useDisclosure(false);
  const resend = useResendTeamInvitation(workspace.id);
  const revoke = useRevokeTeamInvitation(workspace.id);

  const confirmRevoke = (invitation: TeamInvitation) => {
    const email = invitation.email;
    confirmIrreversible({
      title: t`Revoke invitation`,
      confirmLabel: t`Revoke`,
      children: t`The link sent to ${email} will stop working.`,
      onConfirm: () =>
        revoke.mutate(invitation.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t`Invitation revoked` }),
          onError: (error) => notifyFailure(t`Failed to revoke the invitation.`, error),
        }),
    });
  };

  return (
    <SectionCard
      title={t`Pending invitations`}
      aside={
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={invite.open}>
          <Trans>Invite teammate</Trans>
        </Button>
      }
    >
      {workspace.invitations.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No pending invitations.</Trans>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>E-mail</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Role</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Sent</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>E-mail status</Trans>
                </Table.Th>
                <Table.Th>
                  <VisuallyHidden>
                    <Trans>Actions</Trans>
                  </VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {workspace.invitations.map((invitation) => {
                const email = invitation.email;
                return (
                  <Table.Tr key={invitation.id}>
                    <Table.Td>{invitation.email}</Table.Td>
                    <Table.Td>{t(workspaceRoleLabels[invitation.role])}</Table.Td>
                    <Table.Td>
                      {formatDate(invitation.created_at)}
                      {invitation.status === 'EXPIRED' && (
                        // orange.9 is 4.3:1 on white; the theme's darkened light-variant orange reads at 5:1.
                        <Text size="xs" c="var(--mantine-color-orange-light-color)">
                          <Trans>Expired</Trans>
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={EMAIL_STATUS_COLOR[invitation.email_status]} variant="light">
                        {t(teamInvitationEmailStatusLabels[invitation.email_status])}
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
                          aria-label={t`Resend to ${email}`}
                          disabled={resend.isPending}
                          onClick={() =>
                            resend.mutate(invitation.id, {
                              onSuccess: () =>
                                notifications.show({ color: 'green', message: t`Invitation sent again` }),
                              onError: (error) => notifyFailure(t`Failed to resend the invitation.`, error),
                            })
                          }
                        >
                          <Trans>Resend</Trans>
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={t`Revoke the invitation of ${email}`}
                          onClick={() => confirmRevoke(invitation)}
                        >
                          <Trans>Revoke</Trans>
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <InviteTeammateModal workspaceId={workspace.id} opened={inviting} onClose={invite.close} />
    </SectionCard>
  );
}
