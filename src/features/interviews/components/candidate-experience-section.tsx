import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MultiSelect, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CreateInterviewValues } from '@/features/interviews/lib/create-interview-values';
import { PromptVideoField } from '@/features/interviews/components/prompt-video-field';
import { SectionCard } from '@/ui/section-card';
import { interviewLimits } from '#contract/interviews';

/** The reminder moments offered, in hours before the deadline. */
const REMINDER_OPTIONS: { value: string; label: MessageDescriptor }[] = [
  { value: '168', label: msg`7 days before` },
  { value: '72', label: msg`3 days before` },
  { value: '48', label: msg`2 days before` },
  { value: '24', label: msg`1 day before` },
  { value: '12', label: msg`12 hours before` },
  { value: '2', label: msg`2 hours before` },
];

/**
 * Issue #19's settings of the interview for its candidates: a practice question first, the
 * default deadline of an invitation, the reminders before it, and the date the team means to
 * decide by (told in the candidate's receipt).
 */
export function CandidateExperienceSection({
  form,
  workspaceId = null,
}: {
  form: UseFormReturnType<CreateInterviewValues>;
  /** Issue #37 item 3: the workspace the welcome video is stored in; null: none can be recorded. */
  workspaceId?: string | null;
}) {
  const { t } = useLingui();
  const max = interviewLimits.remindersMax;
  return (
    <SectionCard title={t`Candidate experience`}>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t`Welcome video`}
          </Text>
          <Text size="xs" c="dimmed">
            {t`Played to candidates on the welcome step, before they start.`}
          </Text>
          <PromptVideoField
            value={form.values.welcome_prompt_video_id}
            onChange={(id) => form.setFieldValue('welcome_prompt_video_id', id)}
            workspaceId={workspaceId}
            recordLabel={t`Record a welcome video`}
            name={t`Welcome video`}
          />
        </Stack>
        <Switch
          label={t`Practice question`}
          description={t`Candidates may record a practice answer first. It is played back to them and never stored or shown to you.`}
          {...form.getInputProps('practice_question', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t`Default deadline (days)`}
            description={t`From the invitation; each invitation may set its own.`}
            min={interviewLimits.deadlineDaysMin}
            max={interviewLimits.deadlineDaysMax}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps('default_deadline_days')}
          />
          <TextInput
            type="date"
            label={t`Decision by`}
            description={t`Optional: told to candidates when they complete.`}
            {...form.getInputProps('decision_due_on')}
          />
        </SimpleGrid>
        <MultiSelect
          label={t`Reminders before the deadline`}
          description={t`E-mailed to candidates who have not completed; at most ${max}.`}
          data={REMINDER_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
          maxValues={interviewLimits.remindersMax}
          clearable
          {...form.getInputProps('reminder_hours')}
        />
      </Stack>
    </SectionCard>
  );
}
