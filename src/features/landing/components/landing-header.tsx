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
              Async Interviews
            </Text>
          </Group>
          <Group gap="sm">
            <Button component={Link} to={paths.candidateLogin.getHref()} variant="default">
              Get Started
            </Button>
            {/* Pending stays on after success: the browser is already on its way to Google. */}
            <Button
              loading={recruiterSignIn.isPending || recruiterSignIn.isSuccess}
              onClick={() => recruiterSignIn.mutate()}
            >
              Recruiter Login
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
