import { Trans } from '@lingui/react/macro';
import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';

/** docs/product.md §2: the recorder without a signed-in candidate. */
export function AuthRequired() {
  const location = useLocation();
  return (
    <Container size="xs" py={96}>
      <Paper withBorder p="xl">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon variant="light" size={56} radius="xl">
            <IconLock size={30} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            <Trans>Authentication Required</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Please log in to create a video resume.</Trans>
          </Text>
          <Button component={Link} to={paths.candidateLogin.getHref({ redirect: location.pathname })}>
            <Trans>Log in</Trans>
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
