import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { StepHeading } from '@/features/take/components/step-heading';
import { TakeLayout } from '@/features/take/components/take-layout';
import type { TakeInterview } from '#contract/take';
import '@/ui/mantine-styles';

interface KnockedOutStepProps {
  firstName: string;
  companyName: string;
  contact: TakeInterview['contact'];
}

/**
 * The end of an interview a knockout answer stopped (issue #37): the candidate's pick is one the
 * role requires otherwise, so nothing more is asked. Kind, with whom to ask; never which option it was.
 */
export function KnockedOutStep({ firstName, companyName, contact }: KnockedOutStepProps) {
  const contactName = contact?.name || companyName;
  const email = contact?.email;
  return (
    <TakeLayout py={{ base: 'xl', sm: 96 }}>
      <Paper withBorder p="xl">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon color="blue" variant="light" size={64} radius="xl">
            <IconHeartHandshake size={36} aria-hidden />
          </ThemeIcon>
          <StepHeading>
            <Trans>Thank you, {firstName}</Trans>
          </StepHeading>
          <Text>
            <Trans>
              Thank you for your interest in {companyName}. This role requires a different answer to that
              question, so the interview ends here. There is nothing more you need to do.
            </Trans>
          </Text>
          {contact && (
            <Text>
              <Trans>
                Questions? Contact {contactName} at <Anchor href={`mailto:${email}`}>{email}</Anchor>.
              </Trans>
            </Text>
          )}
          <Button component={Link} to={paths.candidateDashboard.getHref()} variant="light">
            <Trans>Go to your dashboard</Trans>
          </Button>
        </Stack>
      </Paper>
    </TakeLayout>
  );
}
