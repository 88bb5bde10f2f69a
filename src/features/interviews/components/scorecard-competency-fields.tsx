import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Fieldset, Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { ScorecardValues } from '@/features/interviews/lib/scorecard-values';

interface Props {
  form: UseFormReturnType<ScorecardValues>;
  index: number;
}

/** One competency of the builder: name, description, the five anchors, and move/remove. */
export function ScorecardCompetencyFields({ form, index }: Props) {
  const { t } = useLingui();
  const count = form.getValues().competencies.length;
  const number = index + 1;
  const path = `competencies.${index}`;
  const move = (to: number) => form.reorderListItem('competencies', { from: index, to });
  return (
    <Fieldset legend={t`Competency ${number}`} variant="filled">
      <Stack gap="sm">
        <Group align="flex-start" wrap="nowrap" gap="xs">
          <TextInput
            label={t`Name`}
            withAsterisk
            style={{ flex: 1 }}
            {...form.getInputProps(`${path}.name`)}
          />
          <Group gap={4} mt={26} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={t`Move competency ${number} up`}
              disabled={index === 0}
              onClick={() => move(index - 1)}
            >
              <IconArrowUp size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t`Move competency ${number} down`}
              disabled={index === count - 1}
              onClick={() => move(index + 1)}
            >
              <IconArrowDown size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t`Remove competency ${number}`}
              onClick={() => form.removeListItem('competencies', index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Textarea
          label={t`Description`}
          autosize
          minRows={1}
          {...form.getInputProps(`${path}.description`)}
        />
        {[0, 1, 2, 3, 4].map((level) => {
          const levelNumber = level + 1;
          return (
            <TextInput
              key={level}
              label={`${levelNumber} –`}
              aria-label={t`Competency ${number}, level ${levelNumber}`}
              withAsterisk
              {...form.getInputProps(`${path}.anchors.${level}`)}
            />
          );
        })}
      </Stack>
    </Fieldset>
  );
}
