import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { scorecardLimits } from '#contract/scorecards';
import { ScorecardCompetencyFields } from '@/features/interviews/components/scorecard-competency-fields';
import { newCompetencyRow, type ScorecardValues } from '@/features/interviews/lib/scorecard-values';

/** The competencies of a scorecard being written: on the create screen and in "Edit scorecard". */
export function ScorecardBuilder({ form }: { form: UseFormReturnType<ScorecardValues> }) {
  const competencies = form.getValues().competencies;
  const listError = form.errors.competencies;
  return (
    <Stack gap="md">
      {competencies.map((competency, index) => (
        <ScorecardCompetencyFields key={competency.key} form={form} index={index} />
      ))}
      {listError && (
        <Text c="red" size="sm" role="alert">
          {listError}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={competencies.length >= scorecardLimits.maxCompetencies}
          onClick={() => form.insertListItem('competencies', newCompetencyRow())}
        >
          <Trans>Add competency</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
