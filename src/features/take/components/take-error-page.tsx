import { Trans } from '@lingui/react/macro';
import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { StepHeading } from '@/features/take/components/step-heading';
import { TakeLayout } from '@/features/take/components/take-layout';

interface TakeErrorPageProps {
  title: string;
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** docs/product.md §2's error pages of the taking flow: a link that does not open, or a load that failed. */
export function TakeErrorPage({ title, message, onRetry, retrying = false }: TakeErrorPageProps) {
  return (
    <TakeLayout py={{ base: 'xl', sm: 96 }}>
      <Paper withBorder p="xl">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon color="red" variant="light" size={56} radius="xl">
            <IconAlertTriangle size={30} aria-hidden />
          </ThemeIcon>
          <StepHeading>{title}</StepHeading>
          <Text c="dimmed">{message}</Text>
          {onRetry && (
            <Button onClick={onRetry} loading={retrying}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </Stack>
      </Paper>
    </TakeLayout>
  );
}
