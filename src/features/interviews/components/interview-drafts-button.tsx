import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import type { Locale } from '#contract/locale-tags';
import {
  InterviewDraftsModal,
  type AcceptedDrafts,
} from '@/features/interviews/components/interview-drafts-modal';
import { competencyRowOf, questionsWith } from '@/features/interviews/lib/draft-rows';
import type { CreateInterviewValues } from '@/features/interviews/lib/create-interview-values';

interface Props {
  form: UseFormReturnType<CreateInterviewValues>;
  workspaceId: string | undefined;
  workspaceLanguage: Locale | null;
}

/**
 * The create form's "Draft from a job description": accepted questions go after the form's
 * questions, accepted competencies after its scorecard's. Whether an AI provider is configured is
 * learnt from the first answer (503); from then on the button says so.
 */
export function InterviewDraftsButton({ form, workspaceId, workspaceLanguage }: Props) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const [notConfigured, setNotConfigured] = useState<string | null>(null);
  if (!workspaceId) return null;

  const accept = ({ questions, competencies }: AcceptedDrafts) => {
    const values = form.getValues();
    if (questions.length > 0) form.setFieldValue('questions', questionsWith(values.questions, questions));
    if (competencies.length > 0) {
      form.setFieldValue('competencies', [...values.competencies, ...competencies.map(competencyRowOf)]);
    }
    const count = questions.length + competencies.length;
    notifications.show({ color: 'green', message: t`Drafts added to the interview: ${count}` });
  };

  return (
    <Group>
      <Button
        variant="light"
        leftSection={<IconSparkles size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {notConfigured ? (
          <Trans>Draft from a job description (the AI is not configured)</Trans>
        ) : (
          <Trans>Draft from a job description</Trans>
        )}
      </Button>
      <InterviewDraftsModal
        opened={opened}
        onClose={() => setOpened(false)}
        workspaceId={workspaceId}
        language={form.values.language ?? workspaceLanguage ?? undefined}
        notConfigured={notConfigured}
        onNotConfigured={setNotConfigured}
        onAccept={accept}
      />
    </Group>
  );
}
