import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text, Textarea } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { ThinkingCountdown } from '@/features/take/components/thinking-countdown';
import { TimeRemaining } from '@/features/take/components/time-remaining';
import { useCountdown } from '@/media/use-countdown';
import type { TakeQuestion } from '#contract/take';
import { RESPONSE_TEXT_MAX_LENGTH } from '#contract/take-messages';

interface TextAnswerProps {
  question: TakeQuestion;
  /** False with the UNTIMED accommodation: no countdown, nothing locks. */
  timed: boolean;
  value: string;
  /** Attempts left for this answer; at 0 the text can no longer change. */
  attemptsLeft: number;
  onChange: (text: string) => void;
  /** The time limit ran out with something typed: save it as the answer. False when that failed (the step shows why). */
  onTimeUp: () => Promise<boolean>;
}

/**
 * A TEXT answer under the question's time limit, with the same 'Time remaining' as a recording:
 * the countdown starts with the first keystroke (as a recording starts with Start Recording), and at
 * 0 the text is locked and saved as the answer. Opening the question again allows a new attempt.
 */
export function TextAnswer({ question, timed, value, attemptsLeft, onChange, onTimeUp }: TextAnswerProps) {
  const { t } = useLingui();
  const [typing, setTyping] = useState(false);
  const [timeUp, setTimeUp] = useState<'saving' | 'saved' | 'unsaved' | null>(null);
  const running = timed && typing && timeUp === null;
  const remaining = useCountdown(question.time_limit_seconds, running, () => {
    // Nothing typed (all deleted): nothing to save, and the countdown restarts with the next key.
    if (value.trim() === '') {
      setTyping(false);
      return;
    }
    setTimeUp('saving');
    void onTimeUp().then((saved) => setTimeUp(saved ? 'saved' : 'unsaved'));
  });
  const exhausted = attemptsLeft <= 0;
  const maxAttempts = question.max_attempts;
  // Thinking time before writing, when nothing is written yet; none when untimed.
  const [thinking, setThinking] = useState(() => timed && question.thinking_seconds > 0 && value === '');
  if (thinking) {
    return (
      <ThinkingCountdown
        questionId={question.id}
        seconds={question.thinking_seconds}
        running
        startLabel={t`Start writing now`}
        onDone={() => setThinking(false)}
      />
    );
  }

  return (
    <Stack gap="sm">
      <Textarea
        label={t`Your response`}
        placeholder={t`Type your response here...`}
        autosize
        minRows={6}
        maxRows={16}
        value={value}
        maxLength={RESPONSE_TEXT_MAX_LENGTH}
        readOnly={exhausted || timeUp !== null}
        onChange={(event) => {
          setTyping(true);
          onChange(event.currentTarget.value);
        }}
      />
      {exhausted && (
        <Text size="sm" c="dimmed">
          <Plural
            value={maxAttempts}
            one="This answer has used all # attempts and can no longer be changed."
            other="This answer has used all # attempts and can no longer be changed."
          />
        </Text>
      )}
      {timed && <TimeRemaining id={question.id} seconds={remaining} running={running} />}
      {timeUp === 'saved' && (
        <Alert color="blue" variant="light" icon={<IconClock aria-hidden />} role="status">
          <Trans>Time is up. What you typed is saved as your answer.</Trans>
        </Alert>
      )}
    </Stack>
  );
}
