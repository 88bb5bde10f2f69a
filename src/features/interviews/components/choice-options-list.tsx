import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, List, Text } from '@mantine/core';
import type { InterviewQuestion } from '#contract/interviews';

/**
 * Issue #37: a choice question's options as its recruiters read them, the knockouts named, with
 * whether several may be picked and what a knockout answer does.
 */
export function ChoiceOptionsList({ question }: { question: InterviewQuestion }) {
  const { t } = useLingui();
  const hasKnockout = question.options.some((option) => option.knockout);
  return (
    <>
      <List size="sm" spacing={4} aria-label={t`Options`}>
        {question.options.map((option) => (
          <List.Item key={option.id}>
            <Group gap="xs" component="span">
              {option.label}
              {option.knockout && (
                <Badge color="red" variant="light" size="sm">
                  <Trans>Knockout</Trans>
                </Badge>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        {question.multiple_choice ? (
          <Trans>Candidates may pick several options.</Trans>
        ) : (
          <Trans>Candidates pick one option.</Trans>
        )}{' '}
        {hasKnockout &&
          (question.knockout_action === 'END' ? (
            <Trans>A knockout answer ends the interview.</Trans>
          ) : (
            <Trans>A knockout answer only flags the answer.</Trans>
          ))}
      </Text>
    </>
  );
}
