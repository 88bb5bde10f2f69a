import { List, Text } from '@mantine/core';
import { formatDate } from '@/ui/format-date';
import { SectionCard } from '@/ui/section-card';
import type { InterviewDetail } from '#contract/interviews';

/** "48 h and 24 h before the deadline", or "None". */
function describeReminders(hours: number[]): string {
  if (hours.length === 0) return 'None';
  const moments = hours.map((h) => `${h} h`);
  const last = moments.pop();
  return `${moments.length > 0 ? `${moments.join(', ')} and ` : ''}${last} before the deadline`;
}

/** The interview page's summary of what candidates get (issue #19): practice, deadline, reminders, decision date. */
export function CandidateSettingsCard({ interview }: { interview: InterviewDetail }) {
  return (
    <SectionCard title="Candidate experience">
      <List spacing={4} size="sm">
        <List.Item>Practice question: {interview.practice_question ? 'on' : 'off'}</List.Item>
        <List.Item>
          Default deadline: {interview.default_deadline_days}{' '}
          {interview.default_deadline_days === 1 ? 'day' : 'days'}
        </List.Item>
        <List.Item>Reminders: {describeReminders(interview.reminder_hours)}</List.Item>
        <List.Item>
          Decision by:{' '}
          {interview.decision_due_on ? (
            formatDate(`${interview.decision_due_on}T12:00:00`)
          ) : (
            <Text span c="dimmed">
              not set
            </Text>
          )}
        </List.Item>
      </List>
    </SectionCard>
  );
}
