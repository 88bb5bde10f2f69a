import { Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { TakeInterview } from '@contract/take';

// The forms (with zod and the form library) load after the first screen (issue #21); the words
// above them are part of it, as they are often the largest text a phone shows first.
const AskTeamForms = lazy(() =>
  import('@/features/take/components/ask-team-forms').then((m) => ({ default: m.AskTeamForms })),
);

/** The welcome step's "Need more time or an accommodation?": how to ask, in plain words, and the forms. */
export function AskTeamSection({ token, take }: { token: string; take: TakeInterview }) {
  return (
    <section aria-labelledby="ask-the-team">
      <Title id="ask-the-team" order={2} size="h4" mb="xs">
        Need more time or an accommodation?
      </Title>
      <Stack gap="sm">
        <Text size="sm">
          If you need more time for each answer, more attempts, or to answer in writing instead of on camera,
          you can ask {take.interview.company_name}. Say what you need; you do not have to share medical
          details. They will answer you by e-mail.
        </Text>
        <Suspense fallback={null}>
          <AskTeamForms token={token} take={take} />
        </Suspense>
      </Stack>
    </section>
  );
}
