import { useLingui } from '@lingui/react/macro';
import { EmptyState, Group, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useInvitations } from '@/features/invitations/api/get-invitations';
import { InvitationMenu } from '@/features/invitations/components/invitation-menu';
import { useInvitationActions } from '@/features/invitations/hooks/use-invitation-actions';
import { candidateName } from '@/lib/candidate-name';
import classes from '@/ui/divided-list.module.css';
import { QueryContent } from '@/ui/query-content';
import { SectionCard } from '@/ui/section-card';
import { InvitationStatusBadge } from '@/ui/status-badge';
import { useCurrentWorkspace } from '@/current-workspace/use-current-workspace';

/** docs/product.md §9: the dashboard shows the newest 5. */
const RECENT_INVITATIONS = 5;

/** 'Recent Invitations' on the dashboard: the newest five of the current workspace's interviews. */
export function RecentInvitations() {
  const { t, i18n } = useLingui();
  const invitations = useInvitations({ page: 1, pageSize: RECENT_INVITATIONS });
  const actions = useInvitationActions();
  const { canManage } = useCurrentWorkspace();

  return (
    <SectionCard title={t`Recent Invitations`}>
      <QueryContent
        query={invitations}
        what={t`invitations`}
        skeleton={{ rows: 2, height: 44 }}
        isEmpty={(page) => page.invitations.length === 0}
        empty={
          <EmptyState
            size="sm"
            icon={<IconMail size={24} aria-hidden />}
            withIndicatorBackground
            title={t`No invitations yet`}
            description={t`Open an interview and invite a candidate.`}
          />
        }
      >
        {(page) => (
          <Stack component="ul" gap={0} className={classes.list}>
            {page.invitations.slice(0, RECENT_INVITATIONS).map((invitation) => (
              <Group
                component="li"
                key={invitation.id}
                justify="space-between"
                wrap="nowrap"
                py="sm"
                gap="sm"
              >
                <Stack gap={2} miw={0}>
                  <Text fw={600} size="sm" truncate>
                    {candidateName(i18n, invitation)}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {invitation.email} · {invitation.interview_title}
                  </Text>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <InvitationStatusBadge status={invitation.status} size="sm" />
                  {canManage && <InvitationMenu invitation={invitation} actions={actions} />}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </QueryContent>
    </SectionCard>
  );
}
