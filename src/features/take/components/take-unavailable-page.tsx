import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClockOff, IconLock } from '@tabler/icons-react';
import { AskTeamPanel } from '@/features/take/components/ask-team-panel';
import { StepHeading } from '@/features/take/components/step-heading';
import { TakeLayout } from '@/features/take/components/take-layout';
import type { TakeInterview } from '#contract/take';
import '@/ui/mantine-styles';

/**
 * A link that names a real invitation but opens nothing to answer: its deadline has passed
 * (EXPIRED), or the team closed the interview (CLOSED). Unlike an unknown link it says which, and
 * whom to ask.
 */
export function TakeUnavailablePage({ token, take }: { token: string; take: TakeInterview }) {
  const expired = take.availability === 'EXPIRED';
  const { i18n } = useLingui();
  const company = take.interview.company_name;
  const title = take.interview.title;
  // In the candidate's language and their own time zone.
  const deadline = i18n.date(take.expires_at, { dateStyle: 'medium' });
  const contact = take.contact;
  const contactName = contact?.name || company;
  const email = contact?.email;
  return (
    <TakeLayout py={{ base: 'xl', sm: 96 }}>
      <Paper withBorder p="xl">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon color={expired ? 'orange' : 'gray'} variant="light" size={56} radius="xl">
            {expired ? <IconClockOff size={30} aria-hidden /> : <IconLock size={30} aria-hidden />}
          </ThemeIcon>
          <StepHeading>
            {expired ? (
              <Trans>This interview's deadline has passed</Trans>
            ) : (
              <Trans>This interview is closed</Trans>
            )}
          </StepHeading>
          <Text c="dimmed">
            {expired ? (
              <Trans>
                {title} for {company} was due by {deadline}.
              </Trans>
            ) : (
              <Trans>
                {company} is no longer taking answers to {title}.
              </Trans>
            )}
          </Text>
          {expired && <AskTeamPanel token={token} take={take} kind="EXTENSION" />}
          {contact && (
            <Text>
              <Trans>
                Questions? Contact {contactName} at <Anchor href={`mailto:${email}`}>{email}</Anchor>.
              </Trans>
            </Text>
          )}
        </Stack>
      </Paper>
    </TakeLayout>
  );
}
