import { EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useInvitations } from '@/features/recruiter/api/get-invitations';
import { InvitationMenu } from '@/features/recruiter/components/invitation-menu';
import { candidateName, useInvitationActions } from '@/features/recruiter/hooks/use-invitation-actions';
import classes from '@/features/recruiter/components/recruiter.module.css';
import { LoadError } from '@/ui/load-error';
import { SectionCard } from '@/ui/section-card';
import { InvitationStatusBadge } from '@/ui/status-badge';

/** Spec §9: the dashboard shows the newest 5. */
const RECENT_INVITATIONS = 5;

/** 'Recent Invitations' on the dashboard: the newest five across all interviews. */
export function RecentInvitations() {
  const invitations = useInvitations({ page: 1, pageSize: RECENT_INVITATIONS });
  const actions = useInvitationActions();

  let content;
  if (invitations.isPending) {
    content = (
      <Stack gap="sm" aria-busy>
        <Skeleton height={44} />
        <Skeleton height={44} />
      </Stack>
    );
  } else if (invitations.isError) {
    content = (
      <LoadError
        what="invitations"
        error={invitations.error}
        retrying={invitations.isFetching}
        onRetry={() => void invitations.refetch()}
      />
    );
  } else if (invitations.data.invitations.length === 0) {
    content = (
      <EmptyState
        size="sm"
        icon={<IconMail size={24} aria-hidden />}
        withIndicatorBackground
        title="No invitations yet"
        description="Open an interview and invite a candidate."
      />
    );
  } else {
    content = (
      <Stack component="ul" gap={0} className={classes.list}>
        {invitations.data.invitations.slice(0, RECENT_INVITATIONS).map((invitation) => (
          <Group component="li" key={invitation.id} justify="space-between" wrap="nowrap" py="sm" gap="sm">
            <Stack gap={2} miw={0}>
              <Text fw={600} size="sm" truncate>
                {candidateName(invitation)}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {invitation.email} · {invitation.interview_title}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <InvitationStatusBadge status={invitation.status} size="sm" />
              <InvitationMenu invitation={invitation} actions={actions} />
            </Group>
          </Group>
        ))}
      </Stack>
    );
  }

  return <SectionCard title="Recent Invitations">{content}</SectionCard>;
}
