import { Trans } from '@lingui/react/macro';
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function LandingFooter() {
  return (
    <Box component="footer" py="xl" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            <Trans>Async Interviews: asynchronous video interviews for recruiters and candidates.</Trans>
          </Text>
          <Anchor component={Link} to={paths.candidateLogin.getHref()} size="sm">
            <Trans>Candidate portal</Trans>
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}
