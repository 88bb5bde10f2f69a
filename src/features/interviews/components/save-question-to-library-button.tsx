import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconBookmark } from '@tabler/icons-react';
import { standaloneQuestionSchema } from '#contract/interviews';
import { useSaveTemplate } from '@/features/interviews/api/interview-templates';
import { TemplateNameModal } from '@/features/interviews/components/template-name-modal';
import { toQuestionInput, type QuestionRow } from '@/features/interviews/lib/create-interview-values';

interface Props {
  question: QuestionRow;
  /** The question's number in the form, for its accessible name. */
  number: number;
  workspaceId: string;
}

/** Issue #37: a question's "Save to library", once it is a question the contract accepts. */
export function SaveQuestionToLibraryButton({ question, number, workspaceId }: Props) {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  const save = useSaveTemplate();
  const input = toQuestionInput(question);

  // The question's own problems show at its fields when the form is checked; here, the first one.
  const openIfValid = () => {
    const checked = standaloneQuestionSchema.safeParse(input);
    if (checked.success) return open();
    const reason = checked.error.issues[0]?.message ?? '';
    notifications.show({ color: 'red', message: t`Fix this question before saving it: ${reason}` });
  };

  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconBookmark size={14} aria-hidden />}
        aria-label={t`Save to library: question ${number}`}
        onClick={openIfValid}
      >
        <Trans>Save to library</Trans>
      </Button>
      <TemplateNameModal
        opened={opened}
        onClose={close}
        title={t`Save to library`}
        description={t`The question, its format and settings are saved in this workspace’s library, to add to other interviews.`}
        suggestedName={question.text.trim()}
        saving={save.isPending}
        onSave={(name) =>
          save
            .mutateAsync({ workspace_id: workspaceId, kind: 'QUESTION', name, question: input })
            .then(() =>
              notifications.show({ color: 'green', message: t`Question saved to the library as “${name}”` }),
            )
        }
      />
    </>
  );
}
