import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconBookmark } from '@tabler/icons-react';
import type { InterviewDetail } from '#contract/interviews';
import { useSaveTemplate } from '@/features/interviews/api/interview-templates';
import { TemplateNameModal } from '@/features/interviews/components/template-name-modal';

/**
 * Issue #37: "Save as template" on the interview page. The server copies the interview's
 * questions, settings and scorecard into the workspace's library.
 */
export function SaveInterviewTemplateButton({ interview }: { interview: InterviewDetail }) {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  const save = useSaveTemplate();
  return (
    <>
      <Button variant="default" leftSection={<IconBookmark size={16} aria-hidden />} onClick={open}>
        <Trans>Save as template</Trans>
      </Button>
      <TemplateNameModal
        opened={opened}
        onClose={close}
        title={t`Save as template`}
        description={t`The questions, settings and scorecard are saved in this workspace’s library, to start new interviews from.`}
        suggestedName={interview.title}
        saving={save.isPending}
        onSave={(name) =>
          save
            .mutateAsync({
              workspace_id: interview.workspace_id,
              kind: 'INTERVIEW',
              name,
              interview_id: interview.id,
            })
            .then(() => notifications.show({ color: 'green', message: t`Saved as template “${name}”` }))
        }
      />
    </>
  );
}
