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
            Authentication Required
          </Title>
          <Text c="dimmed">Please log in to create a video resume.</Text>
          <Button component={Link} to={paths.candidateLogin.getHref({ redirect: location.pathname })}>
            Log in
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
