import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The one-column card of the password screens: a title, a line under it, then the form. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Container component="main" size={480} py={{ base: 'lg', sm: 64 }}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {subtitle}
            </Text>
          </div>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
