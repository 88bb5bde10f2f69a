import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Fieldset, Group, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import type { DraftQuestion, DraftResponseFormat } from '#contract/interview-drafts';
import { interviewLimits } from '#contract/interviews';

const FORMATS = [
  { value: 'VIDEO', label: msg`Video` },
  { value: 'AUDIO', label: msg`Audio` },
  { value: 'TEXT', label: msg`Text` },
] as const;

interface Props {
  number: number;
  question: DraftQuestion;
  onChange: (question: DraftQuestion) => void;
  onAccept: () => void;
  onDiscard: () => void;
}

/** A suggested question, editable before it is accepted into the form or discarded. */
export function DraftQuestionCard({ number, question, onChange, onAccept, onDiscard }: Props) {
  const { t } = useLingui();
  const seconds = (value: number | string, fallback: number) =>
    typeof value === 'number' ? value : fallback;
  return (
    <Fieldset legend={t`Suggested question ${number}`} variant="filled">
      <Stack gap="sm">
        <Textarea
          label={t`Question text`}
          autosize
          minRows={2}
          maxLength={interviewLimits.questionTextMaxLength}
          value={question.text}
          onChange={(event) => onChange({ ...question, text: event.currentTarget.value })}
        />
        <Group grow align="flex-start">
          <Select
            label={t`Format`}
            allowDeselect={false}
            data={FORMATS.map(({ value, label }) => ({ value, label: t(label) }))}
            value={question.response_format}
            onChange={(value) =>
              value && onChange({ ...question, response_format: value as DraftResponseFormat })
            }
          />
          <NumberInput
            label={t`Time limit (seconds)`}
            min={interviewLimits.timeLimitMinSeconds}
            max={interviewLimits.timeLimitMaxSeconds}
            clampBehavior="blur"
            allowDecimal={false}
            value={question.time_limit_seconds}
            onChange={(value) =>
              onChange({
                ...question,
                time_limit_seconds: seconds(value, interviewLimits.defaultTimeLimitSeconds),
              })
            }
          />
          <NumberInput
            label={t`Thinking time (seconds)`}
            min={0}
            max={interviewLimits.thinkingMaxSeconds}
            clampBehavior="blur"
            allowDecimal={false}
            value={question.thinking_seconds}
            onChange={(value) => onChange({ ...question, thinking_seconds: seconds(value, 0) })}
          />
        </Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDiscard}>
            <Trans>Discard</Trans>
          </Button>
          <Button onClick={onAccept} disabled={question.text.trim() === ''}>
            <Trans>Accept</Trans>
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
