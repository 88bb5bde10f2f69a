import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconPointFilled } from '@tabler/icons-react';
import classes from '@/features/take/components/take.module.css';
import { SectionCard } from '@/ui/section-card';
import type { TakeQuestion } from '#contract/take';

interface QuestionProgressListProps {
  questions: TakeQuestion[];
  currentIndex: number;
  isAnswered: (question: TakeQuestion) => boolean;
}

/** The sidebar's progress list: each question, whether it has an answer, and which one is open. */
export function QuestionProgressList({ questions, currentIndex, isAnswered }: QuestionProgressListProps) {
  const { t } = useLingui();
  return (
    <SectionCard title={t`Your progress`} order={2} p="md">
      <ol className={classes.plainList}>
        {questions.map((question, index) => {
          const answered = isAnswered(question);
          const current = index === currentIndex;
          const number = index + 1;
          return (
            <li
              key={question.id}
              className={classes.progressItem}
              data-current={current || undefined}
              aria-current={current ? 'step' : undefined}
            >
              <Group gap="xs" wrap="nowrap" py={4}>
                <ThemeIcon
                  size={22}
                  radius="xl"
                  variant={answered ? 'filled' : 'light'}
                  color={answered ? 'green' : current ? 'indigo' : 'gray'}
                >
                  {answered ? <IconCheck size={14} aria-hidden /> : <IconPointFilled size={12} aria-hidden />}
                </ThemeIcon>
                <Text size="sm" fw={current ? 600 : undefined}>
                  <Trans>Question {number}</Trans>
                  <Text component="span" size="xs" c="dimmed">
                    {' '}
                    ·{' '}
                    {answered ? (
                      <Trans>Answered</Trans>
                    ) : current ? (
                      <Trans>Current</Trans>
                    ) : (
                      <Trans>Not answered</Trans>
                    )}
                  </Text>
                </Text>
              </Group>
            </li>
          );
        })}
      </ol>
    </SectionCard>
  );
}
