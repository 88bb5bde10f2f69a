import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  NativeSelect,
  NumberInput,
  Stack,
  Textarea,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AddQuestionFromLibrary } from '@/features/interviews/components/add-question-from-library';
import { QuestionOptionsEditor } from '@/features/interviews/components/question-options-editor';
import { SaveQuestionToLibraryButton } from '@/features/interviews/components/save-question-to-library-button';
import { PromptVideoField } from '@/features/interviews/components/prompt-video-field';
import { optionsForFormat } from '@/features/interviews/lib/choice-option-values';
import {
  newQuestionRow,
  type CreateInterviewValues,
} from '@/features/interviews/lib/create-interview-values';
import { SectionCard } from '@/ui/section-card';
import { interviewLifecycleMessages, interviewLimits, type ResponseFormat } from '#contract/interviews';

const RESPONSE_FORMATS: { value: ResponseFormat; label: MessageDescriptor }[] = [
  { value: 'VIDEO', label: msg`Video` },
  { value: 'AUDIO', label: msg`Audio` },
  { value: 'TEXT', label: msg`Text` },
  { value: 'CHOICE', label: msg`Choice` },
  { value: 'FILE', label: msg`File` },
];

interface InterviewQuestionsSectionProps {
  form: UseFormReturnType<CreateInterviewValues>;
  /**
   * A candidate has answered (editing only): the questions' text and format stay as they are and
   * none is added or removed; time limits, thinking time and attempts may still change.
   */
  locked?: boolean;
  /** Shown with the locked notice: how to change the questions anyway (Duplicate). */
  lockedAction?: ReactNode;
  /**
   * Issue #37: the workspace whose library "Add from library" and "Save to library" use, and where a
   * question's video is stored; none: neither is offered.
   */
  workspaceId?: string | undefined;
}

/** The question list of the create and edit forms: at least one question, each with its settings. */
export function InterviewQuestionsSection({
  form,
  locked = false,
  lockedAction,
  workspaceId,
}: InterviewQuestionsSectionProps) {
  const { t } = useLingui();
  const questions = form.values.questions;
  const competencies = form.values.competencies;
  const competencyOptions = competencies.map((competency, index) => {
    const number = index + 1;
    return { value: competency.key, label: competency.name.trim() || t`Competency ${number}` };
  });
  const responseFormats = RESPONSE_FORMATS.map(({ value, label }) => ({ value, label: t(label) }));
  const { attemptsMin, attemptsMax } = interviewLimits;
  return (
    <SectionCard
      title={t`Questions`}
      aside={
        !locked && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => form.insertListItem('questions', newQuestionRow())}
          >
            <Trans>Add Question</Trans>
          </Button>
        )
      }
    >
      <Stack gap="md">
        {locked && (
          <Alert color="yellow" variant="light" icon={<IconLock aria-hidden />}>
            <Stack gap="xs" align="flex-start">
              {interviewLifecycleMessages.questionsFrozen}
              {lockedAction}
            </Stack>
          </Alert>
        )}
        {questions.map((question, index) => {
          const number = index + 1;
          // A choice or file question is answered at once: no time limit or thinking time to set.
          const timed = question.response_format !== 'CHOICE' && question.response_format !== 'FILE';
          const attempts = (
            <NumberInput
              label={t`Attempts`}
              description={t`${attemptsMin} to ${attemptsMax}`}
              min={attemptsMin}
              max={attemptsMax}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              {...form.getInputProps(`questions.${index}.max_attempts`)}
            />
          );
          return (
            <Fieldset key={question.key} legend={t`Question ${number}`} variant="filled">
              <Stack gap="sm">
                <Group align="flex-start" wrap="nowrap" gap="sm">
                  <Textarea
                    label={t`Question text`}
                    placeholder={t`e.g. Tell us about a project you are proud of`}
                    withAsterisk
                    autosize
                    minRows={2}
                    style={{ flex: 1 }}
                    readOnly={locked}
                    {...form.getInputProps(`questions.${index}.text`)}
                  />
                  {questions.length > 1 && !locked && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={26}
                      aria-label={t`Remove question ${number}`}
                      onClick={() => form.removeListItem('questions', index)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
                <Group grow align="flex-start">
                  <NativeSelect
                    label={t`Response format`}
                    data={responseFormats}
                    disabled={locked}
                    {...form.getInputProps(`questions.${index}.response_format`)}
                    onChange={(event) => {
                      const format = event.currentTarget.value as ResponseFormat;
                      form.setFieldValue(`questions.${index}.response_format`, format);
                      // Switching away from CHOICE drops the options; to it, starts with two.
                      form.setFieldValue(
                        `questions.${index}.options`,
                        optionsForFormat(format, question.options),
                      );
                    }}
                  />
                  {timed ? (
                    <NumberInput
                      label={t`Time limit (seconds)`}
                      min={interviewLimits.timeLimitMinSeconds}
                      max={interviewLimits.timeLimitMaxSeconds}
                      step={30}
                      allowDecimal={false}
                      allowNegative={false}
                      clampBehavior="none"
                      {...form.getInputProps(`questions.${index}.time_limit_seconds`)}
                    />
                  ) : (
                    attempts
                  )}
                </Group>
                {timed ? (
                  <Group grow align="flex-start">
                    <NumberInput
                      label={t`Thinking time (seconds)`}
                      description={t`Shown before recording starts by itself; 0 for none`}
                      min={0}
                      max={interviewLimits.thinkingMaxSeconds}
                      step={15}
                      allowDecimal={false}
                      allowNegative={false}
                      clampBehavior="none"
                      {...form.getInputProps(`questions.${index}.thinking_seconds`)}
                    />
                    {attempts}
                  </Group>
                ) : (
                  <QuestionOptionsEditor form={form} index={index} locked={locked} />
                )}
                <PromptVideoField
                  value={question.prompt_video_id}
                  onChange={(id) => form.setFieldValue(`questions.${index}.prompt_video_id`, id)}
                  workspaceId={workspaceId ?? null}
                  recordLabel={t`Record a video question`}
                  name={t`Video of question ${number}`}
                  locked={locked}
                />
                {competencies.length > 0 && (
                  <MultiSelect
                    label={t`Evaluates`}
                    placeholder={t`Competencies rated on the answers`}
                    data={competencyOptions}
                    {...form.getInputProps(`questions.${index}.competency_keys`)}
                    value={question.competency_keys.filter((key) => competencies.some((c) => c.key === key))}
                  />
                )}
                {workspaceId && (
                  <Group justify="flex-end">
                    <SaveQuestionToLibraryButton
                      question={question}
                      number={number}
                      workspaceId={workspaceId}
                    />
                  </Group>
                )}
              </Stack>
            </Fieldset>
          );
        })}
        {workspaceId && !locked && <AddQuestionFromLibrary form={form} workspaceId={workspaceId} />}
      </Stack>
    </SectionCard>
  );
}
