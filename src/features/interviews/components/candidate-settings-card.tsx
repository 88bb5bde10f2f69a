import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { List, Text } from '@mantine/core';
import { formatDate } from '@/ui/format-date';
import { SectionCard } from '@/ui/section-card';
import type { InterviewDetail } from '#contract/interviews';

/** An ISO time of day: a date read at noon is the same day in any time zone. */
const AT_NOON = 'T12:00:00';

/** "48 h and 24 h before the deadline", or "None". */
function describeReminders(i18n: I18n, hours: number[]): string {
  if (hours.length === 0) return i18n._(msg`None`);
  const moments = hours.map((h) => i18n._(msg`${h} h`));
  const last = moments.pop() ?? '';
  if (moments.length === 0) return i18n._(msg`${last} before the deadline`);
  const earlier = moments.join(
    i18n._(msg({ comment: 'Between the reminder moments of a list', message: ', ' })),
  );
  return i18n._(msg`${earlier} and ${last} before the deadline`);
}

/** The interview page's summary of what candidates get (issue #19): practice, deadline, reminders, decision date. */
export function CandidateSettingsCard({ interview }: { interview: InterviewDetail }) {
  const { t, i18n } = useLingui();
  const days = interview.default_deadline_days;
  const reminders = describeReminders(i18n, interview.reminder_hours);
  const decisionDate = interview.decision_due_on ? formatDate(interview.decision_due_on + AT_NOON) : null;
  return (
    <SectionCard title={t`Candidate experience`}>
      <List spacing={4} size="sm">
        <List.Item>
          {interview.practice_question ? (
            <Trans>Practice question: on</Trans>
          ) : (
            <Trans>Practice question: off</Trans>
          )}
        </List.Item>
        <List.Item>{t`Default deadline: ${plural(days, { one: '# day', other: '# days' })}`}</List.Item>
        <List.Item>
          <Trans>Reminders: {reminders}</Trans>
        </List.Item>
        <List.Item>
          {decisionDate ? (
            <Trans>Decision by: {decisionDate}</Trans>
          ) : (
            <Trans>
              Decision by:{' '}
              <Text span c="dimmed">
                not set
              </Text>
            </Trans>
          )}
        </List.Item>
      </List>
    </SectionCard>
  );
}
