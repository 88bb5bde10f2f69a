import { Anchor, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClockOff, IconLock } from '@tabler/icons-react';
import { AskTeamPanel } from '@/features/take/components/ask-team-panel';
import { StepHeading } from '@/features/take/components/step-heading';
import { TakeLayout } from '@/features/take/components/take-layout';
import { formatDate } from '@/ui/format-date';
import type { TakeInterview } from '#contract/take';
import '@/ui/mantine-styles';

/**
 * A link that names a real invitation but opens nothing to answer: its deadline has passed
 * (EXPIRED), or the team closed the interview (CLOSED). Unlike an unknown link it says which, and
 * whom to ask.
 */
export function TakeUnavailablePage({ token, take }: { token: string; take: TakeInterview }) {
  const expired = take.availability === 'EXPIRED';
  const company = take.interview.company_name;
  return (
    <TakeLayout py={{ base: 'xl', sm: 96 }}>
      <Paper withBorder p="xl">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon color={expired ? 'orange' : 'gray'} variant="light" size={56} radius="xl">
            {expired ? <IconClockOff size={30} aria-hidden /> : <IconLock size={30} aria-hidden />}
          </ThemeIcon>
          <StepHeading>
            {expired ? "This interview's deadline has passed" : 'This interview is closed'}
          </StepHeading>
          <Text c="dimmed">
            {expired
              ? `${take.interview.title} for ${company} was due by ${formatDate(take.expires_at)}.`
              : `${company} is no longer taking answers to ${take.interview.title}.`}
          </Text>
          {expired && <AskTeamPanel token={token} take={take} kind="EXTENSION" />}
          {take.contact && (
            <Text>
              Questions? Contact {take.contact.name || company} at{' '}
              <Anchor href={`mailto:${take.contact.email}`}>{take.contact.email}</Anchor>.
            </Text>
          )}
        </Stack>
      </Paper>
    </TakeLayout>
  );
}
