import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconBooks } from '@tabler/icons-react';
import type { InterviewTemplateOf } from '#contract/interview-templates';
import { useInterviewTemplates } from '@/features/interviews/api/interview-templates';
import { TemplateList } from '@/features/interviews/components/template-list';
import type { CreateInterviewValues } from '@/features/interviews/lib/create-interview-values';
import { questionRowOf } from '@/features/interviews/lib/template-values';
import { ResponseFormatBadge } from '@/ui/status-badge';

interface Props {
  form: UseFormReturnType<CreateInterviewValues>;
  workspaceId: string;
}

/** Issue #37: "Add from library" in the questions editor: a saved question, added after the others. */
export function AddQuestionFromLibrary({ form, workspaceId }: Props) {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  const templates = useInterviewTemplates(workspaceId, 'QUESTION', opened);

  const add = (template: InterviewTemplateOf<'QUESTION'>) => {
    form.insertListItem('questions', questionRowOf(template.content));
    close();
    const name = template.name;
    notifications.show({ color: 'green', message: t`Added “${name}” as the last question` });
  };

  return (
    <>
      <Group>
        <Button variant="light" size="xs" leftSection={<IconBooks size={14} aria-hidden />} onClick={open}>
          <Trans>Add from library</Trans>
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={t`Add from library`} size="lg">
        <TemplateList
          query={templates}
          empty={
            <Text c="dimmed">
              <Trans>No saved questions yet. Use “Save to library” on a question to keep it here.</Trans>
            </Text>
          }
          pickLabel={t`Add`}
          onPick={add}
          summary={({ content }) => (
            <>
              <ResponseFormatBadge format={content.response_format} size="xs" mr="xs" />
              {content.text}
            </>
          )}
        />
      </Modal>
    </>
  );
}
