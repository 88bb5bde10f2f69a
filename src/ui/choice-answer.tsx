import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Group, List, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import type { ChoiceAnswer } from '#contract/reviews';

/**
 * A CHOICE answer (issue #37): every option of the question in order, the picked ones marked in
 * words ("Picked") as well as by their icon, and the options that knock out named as such.
 */
export function ChoiceAnswerView({
  choice,
}: {
  /** The review's choice answer, or the shared page's (which names no option ids). */
  choice: { multiple: boolean; options: Omit<ChoiceAnswer['options'][number], 'id'>[] };
}) {
  const { t } = useLingui();
  return (
    <>
      <Text size="sm" c="dimmed">
        {choice.multiple ? (
          <Trans>The candidate could pick more than one option.</Trans>
        ) : (
          <Trans>The candidate could pick one option.</Trans>
        )}
      </Text>
      <List spacing="xs" listStyleType="none" aria-label={t`Options`}>
        {choice.options.map((option, index) => (
          <List.Item
            key={`${String(index)}:${option.label}`}
            icon={
              option.picked ? (
                <IconCircleCheck size={18} color="var(--mantine-color-blue-filled)" aria-hidden />
              ) : (
                <IconCircleDashed size={18} color="var(--mantine-color-dimmed)" aria-hidden />
              )
            }
          >
            <Group gap="xs">
              <Text fw={option.picked ? 600 : undefined} c={option.picked ? undefined : 'dimmed'}>
                {option.label}
              </Text>
              {option.picked && (
                <Badge variant="filled" size="sm">
                  <Trans>Picked</Trans>
                </Badge>
              )}
              {option.knockout && (
                <Badge variant="outline" color="red.9" size="sm">
                  <Trans>Knockout option</Trans>
                </Badge>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </>
  );
}

/** The answer picked a knockout option: said in words, on the answer and in the question list. */
export function KnockoutBadge() {
  return (
    <Badge color="red" variant="light" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
      <Trans>Knockout answer</Trans>
    </Badge>
  );
}

/** The review's notice that a knockout answer ended the interview, and at which question. */
export function KnockoutEndedNote({ question }: { question: number | null }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} p="xs">
      {question === null ? (
        <Trans>The interview was ended by a knockout answer.</Trans>
      ) : (
        <Trans>Ended by a knockout answer to question {question}</Trans>
      )}
    </Alert>
  );
}
