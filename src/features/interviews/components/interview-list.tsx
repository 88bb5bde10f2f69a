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
  const questions = interview.question_count === 1 ? '1 question' : `${interview.question_count} questions`;
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
          {questions} · Created {formatDate(interview.created_at)}
          {interview.created_by_name && ` · Created by ${interview.created_by_name}`}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <Button
          component={Link}
          to={paths.interview.getHref(interview.id)}
          variant="light"
          size="xs"
          aria-label={`View ${interview.title}`}
        >
          View
        </Button>
        {actions && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${interview.title}`}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {interview.status !== 'ARCHIVED' && (
                <Menu.Item
                  leftSection={<IconArchive size={16} aria-hidden />}
                  onClick={() => actions.archive(interview)}
                >
                  Archive Interview
                </Menu.Item>
              )}
              <Menu.Item
                color="red.9"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => actions.confirmDelete(interview)}
              >
                Delete Interview
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
  const interviews = useInterviews();
  const actions = useInterviewActions();
  const { canManage } = useCurrentWorkspace();

  return (
    <SectionCard title="Your Interviews">
      <QueryContent
        query={interviews}
        what="interviews"
        skeleton={{ rows: 3, height: 48 }}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon={<IconClipboardList size={28} aria-hidden />}
            withIndicatorBackground
            title="No interviews yet"
            description={
              canManage
                ? 'Create your first interview to start inviting candidates.'
                : 'The interviews of this workspace will show here.'
            }
          >
            {canManage && (
              <EmptyState.Actions>
                <Button component={Link} to={paths.createInterview.getHref()} variant="light">
                  Create your first interview
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
