import { useLingui } from '@lingui/react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

// A mistyped address is often the first page of a visit, before any catalogue has loaded: its texts
// carry their English, which shows then, where a macro's text would show its id.
/* eslint-disable lingui/no-unlocalized-strings -- each English text here is a message's own */
export const BACK_TO_HOME = /*i18n*/ { id: 'app.backToHome', message: 'Back to home' };
const TEXTS = {
  title: /*i18n*/ { id: 'app.notFound.title', message: 'Page not found' },
  explanation: /*i18n*/ {
    id: 'app.notFound.explanation',
    message: 'The page you are looking for does not exist or has moved.',
  },
};
/* eslint-enable lingui/no-unlocalized-strings */

export function NotFoundPage() {
  const { i18n } = useLingui();
  return (
    <Container component="main" size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Text fw={700} fz={64} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1}>{i18n._(TEXTS.title)}</Title>
        <Text c="dimmed">{i18n._(TEXTS.explanation)}</Text>
        <Button component={Link} to={paths.home.getHref()}>
          {i18n._(BACK_TO_HOME)}
        </Button>
      </Stack>
    </Container>
  );
}
