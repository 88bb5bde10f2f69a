import { Trans } from '@lingui/react/macro';
import { Box, Button, Container, Group, Text, ThemeIcon } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useRecruiterSignIn } from '@/features/landing/hooks/use-recruiter-sign-in';

export function LandingHeader() {
  const recruiterSignIn = useRecruiterSignIn();
  return (
    <Box component="header" py="md" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg">
        <Group justify="space-between" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon size="lg" variant="filled" aria-hidden>
              <IconVideo size={20} />
            </ThemeIcon>
            <Text fw={700} size="lg">
              <Trans>Async Interviews</Trans>
            </Text>
          </Group>
          <Group gap="sm">
            <Button component={Link} to={paths.candidateLogin.getHref()} variant="default">
              <Trans>Get Started</Trans>
            </Button>
            {/* Pending stays on after success: the browser is already on its way to Google. */}
            <Button
              loading={recruiterSignIn.isPending || recruiterSignIn.isSuccess}
              onClick={() => recruiterSignIn.mutate()}
            >
              <Trans>Recruiter Login</Trans>
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
