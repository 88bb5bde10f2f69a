import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text, Timeline } from '@mantine/core';
import { IconArrowsExchange, IconTrash } from '@tabler/icons-react';
import type { AdminLog } from '#contract/admin';
import { useAdminLogs } from '@/features/admin/api/get-admin-logs';
import { QueryContent } from '@/ui/query-content';
import { SectionCard } from '@/ui/section-card';

const actionLabels: Record<AdminLog['action'], MessageDescriptor> = {
  ROLE_CHANGE: msg`Role changed`,
  DELETE_USER: msg`User deleted`,
};

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function RoleMove({ log }: { log: AdminLog }) {
  if (!log.previous_role && !log.new_role) return null;
  return (
    <Text size="sm">
      {log.previous_role ?? '—'} → {log.new_role ?? '—'}
    </Text>
  );
}

/** docs/product.md §2: the last 10 log entries: action, target e-mail, previous → new role, notes, date. */
export function RecentActivity() {
  const { t, i18n } = useLingui();
  const logs = useAdminLogs();
  return (
    <SectionCard title={t`Recent Activity`}>
      <QueryContent
        query={logs}
        what={t`recent activity`}
        skeleton={{ rows: 4, height: 56 }}
        isEmpty={(data) => data.logs.length === 0}
        empty={
          <Text c="dimmed">
            <Trans>No admin activity yet.</Trans>
          </Text>
        }
      >
        {(data) => (
          <Timeline bulletSize={26} lineWidth={2}>
            {data.logs.map((log) => (
              <Timeline.Item
                key={log.id}
                bullet={
                  log.action === 'DELETE_USER' ? (
                    <IconTrash size={14} aria-hidden />
                  ) : (
                    <IconArrowsExchange size={14} aria-hidden />
                  )
                }
                title={
                  <Group gap="xs">
                    <Badge size="sm" variant="light" color={log.action === 'DELETE_USER' ? 'red' : 'blue'}>
                      {i18n._(actionLabels[log.action])}
                    </Badge>
                    <Text size="sm" fw={500}>
                      {log.target_user_email}
                    </Text>
                  </Group>
                }
              >
                <Stack gap={2} mt={4}>
                  <RoleMove log={log} />
                  {log.notes && (
                    <Text size="sm" c="dimmed">
                      {log.notes}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    <time dateTime={log.created_at}>{dateTimeFormat.format(new Date(log.created_at))}</time>
                  </Text>
                </Stack>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </QueryContent>
    </SectionCard>
  );
}
