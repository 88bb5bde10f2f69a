import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { Link } from 'react-router';

interface ResourceNotFoundProps {
  title: string;
  message: string;
  /** Where the page sends the reader instead. */
  back: { label: string; href: string };
  /** Shown when the failure may pass (a 5xx, the network): a Retry beside the way back. */
  onRetry?: () => void;
}

/** A detail page whose resource is missing, or not the reader's. */
export function ResourceNotFound({ title, message, back, onRetry }: ResourceNotFoundProps) {
  return (
    <Container component="main" size="sm" py={96}>
      <Paper withBorder p="xl">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon color="gray" variant="light" size={56} radius="xl">
            <IconFileUnknown size={30} aria-hidden />
          </ThemeIcon>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{message}</Text>
          <Group>
            {onRetry && (
              <Button variant="default" onClick={onRetry}>
                Retry
              </Button>
            )}
            <Button component={Link} to={back.href}>
              {back.label}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
