import { Plural, Trans } from '@lingui/react/macro';
import { Checkbox, Radio, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { TakeQuestion } from '#contract/take';

interface ChoiceAnswerProps {
  question: TakeQuestion;
  /** The options picked now (saved or not), in the options' order. */
  value: string[];
  /** Attempts left for this answer; at 0 the pick can no longer change. */
  attemptsLeft: number;
  /** Next was pressed with nothing picked: say what is missing. */
  missing: boolean;
  onChange: (optionIds: string[]) => void;
}

/**
 * A CHOICE answer (issue #37): one option (radios) or any of them (checkboxes), named by the question
 * itself. No time limit and no thinking time: there is nothing to record or write. The step's Next
 * saves the pick; changing a saved pick is another attempt, as a rewritten text answer is.
 */
export function ChoiceAnswer({ question, value, attemptsLeft, missing, onChange }: ChoiceAnswerProps) {
  const exhausted = attemptsLeft <= 0;
  const maxAttempts = question.max_attempts;
  // The question is the group's name for screen readers; it is on screen as the step's heading.
  const label = <VisuallyHidden>{question.text}</VisuallyHidden>;
  return (
    <Stack gap="sm">
      {question.multiple_choice ? (
        <Checkbox.Group
          label={label}
          description={<Trans>Pick all that apply</Trans>}
          error={missing && value.length === 0 ? <Trans>Pick at least one option to go on</Trans> : undefined}
          value={value}
          onChange={onChange}
          disabled={exhausted}
        >
          <Stack gap="sm" mt="xs">
            {question.options.map((option) => (
              <Checkbox key={option.id} value={option.id} label={option.label} />
            ))}
          </Stack>
        </Checkbox.Group>
      ) : (
        <Radio.Group
          label={label}
          description={<Trans>Pick one option</Trans>}
          error={missing && value.length === 0 ? <Trans>Pick an option to go on</Trans> : undefined}
          value={value[0] ?? null}
          onChange={(picked) => onChange([picked])}
          disabled={exhausted}
        >
          <Stack gap="sm" mt="xs">
            {question.options.map((option) => (
              <Radio key={option.id} value={option.id} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {exhausted && (
        <Text size="sm" c="dimmed">
          <Plural
            value={maxAttempts}
            one="This answer has used all # attempts and can no longer be changed."
            other="This answer has used all # attempts and can no longer be changed."
          />
        </Text>
      )}
    </Stack>
  );
}
