import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { StepHeading } from '@/features/take/components/step-heading';
import { TakeLayout } from '@/features/take/components/take-layout';
import '@/ui/mantine-styles';

/** docs/product.md §2 complete: 'Interview Complete!' and the thank-you. */
export function CompleteStep({ firstName, companyName }: { firstName: string; companyName: string }) {
  return (
    <TakeLayout py={{ base: 'xl', sm: 96 }}>
      <Paper withBorder p="xl">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon color="green" variant="light" size={64} radius="xl">
            <IconCircleCheck size={36} aria-hidden />
          </ThemeIcon>
          <StepHeading>
            <Trans>Interview Complete!</Trans>
          </StepHeading>
          <Text>
            <Trans>
              Thank you, {firstName}. Your responses have been submitted, and {companyName} will review them
              and get back to you.
            </Trans>
          </Text>
          <Button component={Link} to={paths.candidateDashboard.getHref()} variant="light">
            <Trans>Go to your dashboard</Trans>
          </Button>
        </Stack>
      </Paper>
    </TakeLayout>
  );
}
