import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Input,
  NativeSelect,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { newOptionRow } from '@/features/interviews/lib/choice-option-values';
import type { CreateInterviewValues } from '@/features/interviews/lib/create-interview-values';
import { interviewLimits, type KnockoutAction } from '#contract/interviews';

const KNOCKOUT_ACTIONS: { value: KnockoutAction; label: MessageDescriptor }[] = [
  { value: 'END', label: msg`Ends the interview` },
  { value: 'FLAG', label: msg`Only flags the answer` },
];

interface QuestionOptionsEditorProps {
  form: UseFormReturnType<CreateInterviewValues>;
  /** The question's row in the form. */
  index: number;
  /** A candidate has answered: the options and whether several may be picked stay as they are. */
  locked?: boolean;
}

/**
 * Issue #37: a choice question's options (2 to 10, each may be a knockout), whether several may
 * be picked, and what a knockout answer does.
 */
export function QuestionOptionsEditor({ form, index, locked = false }: QuestionOptionsEditorProps) {
  const { t } = useLingui();
  const path = `questions.${index}`;
  const options = form.values.questions[index]?.options ?? [];
  const listError = form.errors[`${path}.options`];
  const knockoutActions = KNOCKOUT_ACTIONS.map(({ value, label }) => ({ value, label: t(label) }));
  return (
    <Stack gap="xs">
      {options.map((option, optionIndex) => {
        const number = optionIndex + 1;
        return (
          <Group key={option.key} align="flex-start" wrap="nowrap" gap="sm">
            <TextInput
              label={t`Option ${number}`}
              withAsterisk
              maxLength={interviewLimits.optionLabelMaxLength}
              style={{ flex: 1 }}
              readOnly={locked}
              {...form.getInputProps(`${path}.options.${optionIndex}.label`)}
            />
            <Checkbox
              label={t`Knockout`}
              aria-label={t`Option ${number} is a knockout`}
              mt={32}
              disabled={locked}
              {...form.getInputProps(`${path}.options.${optionIndex}.knockout`, { type: 'checkbox' })}
            />
            {!locked && options.length > interviewLimits.optionsMin && (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                aria-label={t`Remove option ${number}`}
                onClick={() => form.removeListItem(`${path}.options`, optionIndex)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        );
      })}
      {listError && <Input.Error role="alert">{listError}</Input.Error>}
      {!locked && options.length < interviewLimits.optionsMax && (
        <Button
          variant="subtle"
          size="xs"
          style={{ alignSelf: 'flex-start' }}
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => form.insertListItem(`${path}.options`, newOptionRow())}
        >
          <Trans>Add option</Trans>
        </Button>
      )}
      <Group grow align="flex-start">
        <Switch
          label={t`Candidates may pick several options`}
          mt="xs"
          disabled={locked}
          {...form.getInputProps(`${path}.multiple_choice`, { type: 'checkbox' })}
        />
        <NativeSelect
          label={t`A knockout answer`}
          data={knockoutActions}
          {...form.getInputProps(`${path}.knockout_action`)}
        />
      </Group>
    </Stack>
  );
}
