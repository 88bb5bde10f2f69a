import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Select, Stack, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { scorecardTemplates } from '#contract/scorecard-templates';
import { scorecardQueryOptions, useScorecardSources } from '@/features/interviews/api/get-scorecard';
import { ScorecardBuilder } from '@/features/interviews/components/scorecard-builder';
import type { CreateInterviewValues } from '@/features/interviews/lib/create-interview-values';
import {
  linksByOrder,
  rowsFromScorecard,
  rowsFromTemplate,
} from '@/features/interviews/lib/scorecard-values';
import { notifyFailure } from '@/ui/notify-failure';
import { SectionCard } from '@/ui/section-card';

/** The spec's one-line explanation of the Anonymous review switch. */
export const ANONYMOUS_REVIEW_HINT = msg`Reviewers see “Candidate N” and hear answers without video until they have submitted their ratings.`;

interface Props {
  form: UseFormReturnType<CreateInterviewValues>;
  workspaceId: string | undefined;
}

/** The create screen's "Scorecard" section: start from a template or a copy, then edit. */
export function ScorecardSection({ form, workspaceId }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const sources = useScorecardSources(workspaceId);
  const [copying, setCopying] = useState(false);

  /** New competencies replace the old ones, so the questions' choices start over (or follow a copy). */
  const fill = (competencies: CreateInterviewValues['competencies'], links: string[][] = []) => {
    form.setFieldValue('competencies', competencies);
    form.getValues().questions.forEach((_, index) => {
      form.setFieldValue(`questions.${index}.competency_keys`, links[index] ?? []);
    });
  };

  const startFromTemplate = (name: string | null) => {
    const template = scorecardTemplates.find((candidate) => candidate.name === name);
    if (template) fill(rowsFromTemplate(template));
  };

  const copyFrom = async (interviewId: string | null) => {
    if (!interviewId) return;
    setCopying(true);
    try {
      const scorecard = await queryClient.fetchQuery(scorecardQueryOptions(interviewId));
      const rows = rowsFromScorecard(scorecard, false);
      fill(rows, linksByOrder(scorecard, rows, form.getValues().questions.length));
    } catch (error) {
      notifyFailure(t`Failed to copy the scorecard. Please try again.`, error);
    } finally {
      setCopying(false);
    }
  };

  return (
    <SectionCard title={t`Scorecard`}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>The competencies reviewers rate each answer on, from 1 to 5. Optional.</Trans>
        </Text>
        <Group grow align="flex-start">
          <Select
            label={t`Start from a template`}
            placeholder={t`Choose a template`}
            data={scorecardTemplates.map((template) => template.name)}
            onChange={startFromTemplate}
            value={null}
          />
          <Select
            label={t`Copy from another interview`}
            placeholder={
              sources.data?.length === 0 ? t`No interview has a scorecard yet` : t`Choose an interview`
            }
            data={(sources.data ?? []).map((source) => ({
              value: source.interview_id,
              label: `${source.title} (${source.competency_count})`,
            }))}
            disabled={!sources.data?.length || copying}
            onChange={(value) => void copyFrom(value)}
            value={null}
            searchable
          />
        </Group>
        <ScorecardBuilder form={form} />
        <Switch
          label={t`Anonymous review`}
          description={t(ANONYMOUS_REVIEW_HINT)}
          {...form.getInputProps('anonymous_review', { type: 'checkbox' })}
        />
      </Stack>
    </SectionCard>
  );
}
