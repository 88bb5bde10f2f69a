import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Stands in for a screen that a later issue builds, so its route, guard and link can be used now. */
export function ScreenPlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container component="main" size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">This screen is not built yet.</Text>
        {children}
      </Stack>
    </Container>
  );
}
