import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { InterviewTemplate } from '#contract/interview-templates';
import { useDeleteTemplate } from '@/features/interviews/api/interview-templates';
import classes from '@/ui/divided-list.module.css';
import { notifyFailure } from '@/ui/notify-failure';
import { openConfirmModal } from '@/ui/overlays-mounted';
import { QueryContent } from '@/ui/query-content';

interface Props<T extends InterviewTemplate> {
  query: UseQueryResult<T[]>;
  /** Shown when the library holds none of this kind. */
  empty: ReactNode;
  /** The pick button's text ("Use", "Add"); its accessible name adds the template's name. */
  pickLabel: string;
  onPick: (template: T) => void;
  /** A line about the template under its name. */
  summary: (template: T) => ReactNode;
}

/**
 * Issue #37: the workspace's library of one kind, each template with its pick button; the
 * workspace's own can be deleted here (ours cannot).
 */
export function TemplateList<T extends InterviewTemplate>({
  query,
  empty,
  pickLabel,
  onPick,
  summary,
}: Props<T>) {
  const { t } = useLingui();
  const remove = useDeleteTemplate();
  const confirmDelete = (template: T) => {
    const name = template.name;
    openConfirmModal({
      title: t`Delete template`,
      centered: true,
      children: (
        <Text size="sm">
          <Trans>
            Delete “{name}” from this workspace’s library? Interviews made from it stay as they are.
          </Trans>
        </Text>
      ),
      labels: { confirm: t`Delete template`, cancel: t`Cancel` },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove.mutateAsync(template.id).then(
          () => notifications.show({ color: 'green', message: t`Template “${name}” deleted` }),
          (error: unknown) => notifyFailure(t`Failed to delete the template. Please try again.`, error),
        ),
    });
  };

  return (
    <QueryContent
      query={query}
      what={t`the templates`}
      skeleton={{ rows: 3, height: 48 }}
      isEmpty={(templates) => templates.length === 0}
      empty={empty}
    >
      {(templates) => (
        <Stack component="ul" gap={0} className={classes.list} aria-label={t`Templates`}>
          {templates.map((template) => {
            const name = template.name;
            return (
              <Group component="li" key={template.id} justify="space-between" wrap="nowrap" py="sm" gap="sm">
                <Stack gap={2} miw={0}>
                  <Group gap="xs">
                    <Text fw={600}>{name}</Text>
                    {template.builtin && (
                      <Badge variant="light" color="gray" size="sm">
                        <Trans>Built-in</Trans>
                      </Badge>
                    )}
                  </Group>
                  <Text component="div" size="sm" c="dimmed" lineClamp={2}>
                    {summary(template)}
                  </Text>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  {!template.builtin && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t`Delete template ${name}`}
                      onClick={() => confirmDelete(template)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  )}
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={`${pickLabel} ${name}`}
                    onClick={() => onPick(template)}
                  >
                    {pickLabel}
                  </Button>
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
    </QueryContent>
  );
}
