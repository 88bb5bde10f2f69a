import { Center, Loader, Stack, Text } from '@mantine/core';

/** A whole-screen wait; `label` says what is awaited, for screen readers and the impatient alike. */
export function PageLoader({ label }: { label: string }) {
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
