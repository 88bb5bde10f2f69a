import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, EmptyState, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconMailForward, IconSend } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Invitation, InvitationSummary } from '#contract/invitations';
import { InvitationMenu } from '@/features/invitations/components/invitation-menu';
import classes from '@/ui/divided-list.module.css';
import { useInvitationActions } from '@/features/invitations/hooks/use-invitation-actions';
import { candidateName } from '@/lib/candidate-name';
import { QueryContent } from '@/ui/query-content';
import { SectionCard } from '@/ui/section-card';
import { EmailStatusBadge, InvitationStatusBadge } from '@/ui/status-badge';

type Actions = ReturnType<typeof useInvitationActions>;

interface InvitationRowProps {
  invitation: Invitation;
  actions: Actions;
  /** Resend, cancel and delete: not for a reviewer, who is not given the link to copy either. */
  canManage: boolean;
}

function InvitationRow({ invitation, actions, canManage }: InvitationRowProps) {
  const { t, i18n } = useLingui();
  const name = candidateName(i18n, invitation);
  const cancelled = invitation.status === 'CANCELLED';
  // The api resends only while the candidate can still use the link.
  const resendable = invitation.status === 'PENDING' || invitation.status === 'STARTED';
  const copyLabel = t`Copy invite link for ${name}`;
  const token = invitation.unique_link_token;
  const resendLabel = t`Resend invitation to ${name}`;
  return (
    <Stack component="li" gap={6} py="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} miw={0}>
          <Text fw={600} size="sm" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {invitation.email}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {token !== null && (
            <Tooltip label={copyLabel} openDelay={400}>
              <ActionIcon
                variant="subtle"
                aria-label={copyLabel}
                disabled={cancelled}
                onClick={() => void actions.copyLink(token)}
              >
                <IconCopy size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          {canManage && (
            <>
              <Tooltip label={resendLabel} openDelay={400}>
                <ActionIcon
                  variant="subtle"
                  aria-label={resendLabel}
                  disabled={!resendable}
                  loading={actions.resending === invitation.id}
                  onClick={() => actions.resend(invitation)}
                >
                  <IconMailForward size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <InvitationMenu invitation={invitation} actions={actions} />
            </>
          )}
        </Group>
      </Group>
      <Group gap="xs">
        <InvitationStatusBadge status={invitation.status} size="sm" />
        <EmailStatusBadge status={invitation.email_status} testMode={invitation.is_test_mode} size="sm" />
      </Group>
    </Stack>
  );
}

interface InterviewInvitationsProps {
  summary: UseQueryResult<InvitationSummary>;
  /** Opens the invite modal; absent when the interview takes no invitations (archived) or the user may not invite. */
  onInvite?: () => void;
  canManage: boolean;
}

/** 'Recent Invitations' of one interview: the newest five with their actions, then how many more (docs/product.md §9). */
export function InterviewInvitations({ summary, onInvite, canManage }: InterviewInvitationsProps) {
  const { t } = useLingui();
  const actions = useInvitationActions();

  return (
    <SectionCard title={t`Recent Invitations`}>
      <QueryContent
        query={summary}
        what={t`invitations`}
        skeleton={{ rows: 2, height: 56 }}
        isEmpty={({ counts }) => counts.total === 0}
        empty={
          <EmptyState
            size="sm"
            icon={<IconSend size={24} aria-hidden />}
            withIndicatorBackground
            title={t`No invitations sent yet`}
          >
            {onInvite && (
              <EmptyState.Actions>
                <Button variant="light" onClick={onInvite}>
                  <Trans>Send first invitation</Trans>
                </Button>
              </EmptyState.Actions>
            )}
          </EmptyState>
        }
      >
        {({ counts, recent }) => {
          const more = counts.total - recent.length;
          return (
            <>
              <Stack component="ul" gap={0} className={classes.list}>
                {recent.map((invitation) => (
                  <InvitationRow
                    key={invitation.id}
                    invitation={invitation}
                    actions={actions}
                    canManage={canManage}
                  />
                ))}
              </Stack>
              {more > 0 && (
                <Text size="sm" c="dimmed" ta="center" mt="xs">
                  <Trans>And {more} more...</Trans>
                </Text>
              )}
            </>
          );
        }}
      </QueryContent>
    </SectionCard>
  );
}
