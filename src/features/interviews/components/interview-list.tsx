import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Menu, Stack, Text, EmptyState } from '@mantine/core';
import { IconArchive, IconClipboardList, IconDots, IconTrash } from '@tabler/icons-react';
import type { InterviewSummary } from '#contract/interviews';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useInterviews } from '@/features/interviews/api/get-interviews';
import { useInterviewActions } from '@/features/interviews/hooks/use-interview-actions';
import { formatDate } from '@/ui/format-date';
import { QueryContent } from '@/ui/query-content';
import { SectionCard } from '@/ui/section-card';
import { InterviewStatusBadge } from '@/ui/status-badge';
import { useCurrentWorkspace } from '@/current-workspace/use-current-workspace';
import classes from '@/ui/divided-list.module.css';

type Actions = ReturnType<typeof useInterviewActions>;

/** `actions` is absent for a reviewer, who may not archive or delete. */
function InterviewRow({ interview, actions }: { interview: InterviewSummary; actions?: Actions }) {
  const { t } = useLingui();
  const count = interview.question_count;
  const questions = t`${plural(count, { one: '# question', other: '# questions' })}`;
  const created = formatDate(interview.created_at);
  const creator = interview.created_by_name;
  const title = interview.title;
  return (
    <Group component="li" justify="space-between" wrap="nowrap" py="sm" gap="md">
      <Stack gap={4} miw={0}>
        <Group gap="xs">
          <Text fw={600} truncate>
            {interview.title}
          </Text>
          <InterviewStatusBadge status={interview.status} size="sm" />
        </Group>
        <Text size="sm" c="dimmed">
          {creator ? (
            <Trans>
              {questions} · Created {created} · Created by {creator}
            </Trans>
          ) : (
            <Trans>
              {questions} · Created {created}
            </Trans>
          )}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <Button
          component={Link}
          to={paths.interview.getHref(interview.id)}
          variant="light"
          size="xs"
          aria-label={t`View ${title}`}
        >
          <Trans>View</Trans>
        </Button>
        {actions && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for ${title}`}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {interview.status !== 'ARCHIVED' && (
                <Menu.Item
                  leftSection={<IconArchive size={16} aria-hidden />}
                  onClick={() => actions.archive(interview)}
                >
                  <Trans>Archive Interview</Trans>
                </Menu.Item>
              )}
              <Menu.Item
                color="red.9"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => actions.confirmDelete(interview)}
              >
                <Trans>Delete Interview</Trans>
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Group>
  );
}

/** 'Your Interviews' on the dashboard: the current workspace's, each with its status, a View link and archive/delete. */
export function InterviewList() {
  const { t } = useLingui();
  const interviews = useInterviews();
  const actions = useInterviewActions();
  const { canManage } = useCurrentWorkspace();

  return (
    <SectionCard title={t`Your Interviews`}>
      <QueryContent
        query={interviews}
        what={t`interviews`}
        skeleton={{ rows: 3, height: 48 }}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon={<IconClipboardList size={28} aria-hidden />}
            withIndicatorBackground
            title={t`No interviews yet`}
            description={
              canManage
                ? t`Create your first interview to start inviting candidates.`
                : t`The interviews of this workspace will show here.`
            }
          >
            {canManage && (
              <EmptyState.Actions>
                <Button component={Link} to={paths.createInterview.getHref()} variant="light">
                  <Trans>Create your first interview</Trans>
                </Button>
              </EmptyState.Actions>
            )}
          </EmptyState>
        }
      >
        {(list) => (
          <Stack component="ul" gap={0} className={classes.list}>
            {list.map((interview) => (
              <InterviewRow
                key={interview.id}
                interview={interview}
                actions={canManage ? actions : undefined}
              />
            ))}
          </Stack>
        )}
      </QueryContent>
    </SectionCard>
  );
}
