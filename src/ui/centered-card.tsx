import { Container, Paper, Stack, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page of one card, centred: the status pages and the sign-in callbacks. */
export function CenteredCard({ size, children }: { size: MantineSize; children: ReactNode }) {
  return (
    <Container component="main" size={size} py={96}>
      <Paper withBorder p="xl">
        <Stack align="center" ta="center" gap="md">
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
