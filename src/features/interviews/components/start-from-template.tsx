import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTemplate } from '@tabler/icons-react';
import type { InterviewTemplateOf } from '#contract/interview-templates';
import { useInterviewTemplates } from '@/features/interviews/api/interview-templates';
import { TemplateList } from '@/features/interviews/components/template-list';
import type { CreateInterviewValues } from '@/features/interviews/lib/create-interview-values';
import { valuesFromTemplate } from '@/features/interviews/lib/template-values';
import { openConfirmModal } from '@/ui/overlays-mounted';

interface Props {
  form: UseFormReturnType<CreateInterviewValues>;
  workspaceId: string;
}

/**
 * Issue #37: "Start from a template" on the create form. Picking one fills the form (questions,
 * settings, scorecard); nothing is created until the recruiter saves it as usual.
 */
export function StartFromTemplate({ form, workspaceId }: Props) {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  const templates = useInterviewTemplates(workspaceId, 'INTERVIEW', opened);

  const fill = (template: InterviewTemplateOf<'INTERVIEW'>) => {
    const values = valuesFromTemplate(template.content);
    form.setValues(values);
    // What the template put there is the new starting point: picking another asks only after edits.
    form.resetDirty(values);
    const name = template.name;
    notifications.show({
      color: 'green',
      message: t`Filled from “${name}”: review it, then create the interview`,
    });
  };

  const use = (template: InterviewTemplateOf<'INTERVIEW'>) => {
    close();
    if (!form.isDirty()) return fill(template);
    openConfirmModal({
      title: t`Replace what you entered?`,
      centered: true,
      children: (
        <Text size="sm">
          <Trans>The form is filled from the template, replacing what you have entered so far.</Trans>
        </Text>
      ),
      labels: { confirm: t`Replace`, cancel: t`Cancel` },
      onConfirm: () => fill(template),
    });
  };

  return (
    <>
      <Group justify="flex-end">
        <Button variant="light" leftSection={<IconTemplate size={16} aria-hidden />} onClick={open}>
          <Trans>Start from a template</Trans>
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={t`Start from a template`} size="lg">
        <TemplateList
          query={templates}
          empty={
            <Text c="dimmed">
              <Trans>No templates yet.</Trans>
            </Text>
          }
          pickLabel={t`Use`}
          onPick={use}
          summary={({ content }) => {
            const questions = content.questions.length;
            const competencies = content.scorecard?.competencies.length ?? 0;
            return competencies > 0
              ? t`${plural(questions, { one: '# question', other: '# questions' })}, ${plural(competencies, { one: '# competency', other: '# competencies' })} on the scorecard`
              : t`${plural(questions, { one: '# question', other: '# questions' })}`;
          }}
        />
      </Modal>
    </>
  );
}
