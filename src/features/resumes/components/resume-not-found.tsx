import { Trans } from '@lingui/react/macro';
import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconVideoOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

interface ResumeNotFoundProps {
  /** docs/product.md §8: 'Video resume not found or not accessible' or 'Failed to load video resume'. */
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** docs/product.md §2: 'Video Resume Not Found' with Go Home. */
export function ResumeNotFound({ message, onRetry, retrying = false }: ResumeNotFoundProps) {
  return (
    <Container size="xs" py={96}>
      <Paper withBorder p="xl">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon color="gray" variant="light" size={56} radius="xl">
            <IconVideoOff size={30} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            <Trans>Video Resume Not Found</Trans>
          </Title>
          <Text c="dimmed">{message}</Text>
          {onRetry && (
            <Button variant="default" loading={retrying} onClick={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          )}
          <Button component={Link} to={paths.home.getHref()}>
            <Trans>Go Home</Trans>
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
