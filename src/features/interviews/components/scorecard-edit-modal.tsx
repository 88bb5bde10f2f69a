import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, MultiSelect, Stack, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { InterviewDetail } from '#contract/interviews';
import type { Scorecard } from '#contract/scorecards';
import { useUpdateScorecard } from '@/features/interviews/api/update-scorecard';
import { ScorecardBuilder } from '@/features/interviews/components/scorecard-builder';
import {
  scorecardEditFormPath,
  scorecardEditSchema,
  scorecardEditValues,
  validateScorecardEdit,
  type ScorecardEditValues,
} from '@/features/interviews/lib/scorecard-edit-values';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { notifyFailure } from '@/ui/notify-failure';

interface Props {
  interview: InterviewDetail;
  scorecard: Scorecard;
  onClose: () => void;
}

function QuestionLinks({ form }: { form: UseFormReturnType<ScorecardEditValues> }) {
  const { t } = useLingui();
  const { competencies, questions } = form.getValues();
  const options = competencies.map((competency, index) => {
    const number = index + 1;
    return { value: competency.key, label: competency.name.trim() || t`Competency ${number}` };
  });
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        <Trans>Which competencies each question evaluates</Trans>
      </Title>
      {questions.map((question, index) => {
        const number = index + 1;
        return (
          <MultiSelect
            key={question.question_id}
            label={question.label}
            placeholder={t`Evaluates`}
            aria-label={t`Evaluates, question ${number}`}
            data={options}
            {...form.getInputProps(`questions.${index}.competency_keys`)}
            value={question.competency_keys.filter((key) => competencies.some((c) => c.key === key))}
          />
        );
      })}
    </Stack>
  );
}

/** "Edit scorecard": the builder over the saved scorecard; saving replaces it as a whole. */
export function ScorecardEditModal({ interview, scorecard, onClose }: Props) {
  const { t, i18n } = useLingui();
  const update = useUpdateScorecard(interview.id);
  const form = useForm<ScorecardEditValues>({
    mode: 'controlled',
    initialValues: scorecardEditValues(i18n, interview, scorecard),
    validate: validateScorecardEdit,
  });
  const submit = form.onSubmit((values) => {
    update.mutate(scorecardEditSchema.parse(values), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t`Scorecard saved` });
        onClose();
      },
      onError: (error) => {
        showServerFieldErrors(form, error, (path) => scorecardEditFormPath(path.join('.')));
        notifyFailure(t`Failed to save the scorecard.`, error);
      },
    });
  });
  return (
    <Modal opened onClose={onClose} title={t`Edit scorecard`} size="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <ScorecardBuilder form={form} />
          <QuestionLinks form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={update.isPending}>
              <Trans>Save scorecard</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
