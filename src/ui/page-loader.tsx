import type { MessageDescriptor } from '@lingui/core';
import { Center, Loader, Stack, Text } from '@mantine/core';

/**
 * The first screen's wait, before any catalogue has loaded: the text carries its English, which
 * shows then, where a macro's text would show its id.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the message's own English
export const LOADING: MessageDescriptor = /*i18n*/ { id: 'app.loading', message: 'Loading' };

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
