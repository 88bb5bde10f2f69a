import { MultiSelect, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CreateInterviewValues } from '@/features/interviews/lib/create-interview-values';
import { SectionCard } from '@/ui/section-card';
import { interviewLimits } from '#contract/interviews';

/** The reminder moments offered, in hours before the deadline. */
const REMINDER_OPTIONS = [
  { value: '168', label: '7 days before' },
  { value: '72', label: '3 days before' },
  { value: '48', label: '2 days before' },
  { value: '24', label: '1 day before' },
  { value: '12', label: '12 hours before' },
  { value: '2', label: '2 hours before' },
];

/**
 * Issue #19's settings of the interview for its candidates: a practice question first, the
 * default deadline of an invitation, the reminders before it, and the date the team means to
 * decide by (told in the candidate's receipt).
 */
export function CandidateExperienceSection({ form }: { form: UseFormReturnType<CreateInterviewValues> }) {
  return (
    <SectionCard title="Candidate experience">
      <Stack gap="md">
        <Switch
          label="Practice question"
          description="Candidates may record a practice answer first. It is played back to them and never stored or shown to you."
          {...form.getInputProps('practice_question', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Default deadline (days)"
            description="From the invitation; each invitation may set its own."
            min={interviewLimits.deadlineDaysMin}
            max={interviewLimits.deadlineDaysMax}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps('default_deadline_days')}
          />
          <TextInput
            type="date"
            label="Decision by"
            description="Optional: told to candidates when they complete."
            {...form.getInputProps('decision_due_on')}
          />
        </SimpleGrid>
        <MultiSelect
          label="Reminders before the deadline"
          description={`E-mailed to candidates who have not completed; at most ${interviewLimits.remindersMax}.`}
          data={REMINDER_OPTIONS}
          maxValues={interviewLimits.remindersMax}
          clearable
          {...form.getInputProps('reminder_hours')}
        />
      </Stack>
    </SectionCard>
  );
}
