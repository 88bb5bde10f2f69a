import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AskTeamPanel } from '@/features/take/components/ask-team-panel';
import { EXTENSION_WINDOW_HOURS } from '#contract/candidate-request-window';
import type { TakeInterview } from '#contract/take';

/**
 * The welcome step's "Need more time or an accommodation?": how to ask, in plain words, the
 * accommodation form, and the one for more time only once the deadline is near (the database
 * refuses it earlier).
 */
export function AskTeamSection({ token, take }: { token: string; take: TakeInterview }) {
  // Read once when the step opens: the page is not kept open for days.
  const [openedAt] = useState(() => Date.now());
  const deadlineNear = Date.parse(take.expires_at) - openedAt < EXTENSION_WINDOW_HOURS * 3_600_000;
  const company = take.interview.company_name;
  return (
    <section aria-labelledby="ask-the-team">
      <Title id="ask-the-team" order={2} size="h4" mb="xs">
        <Trans>Need more time or an accommodation?</Trans>
      </Title>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            If you need more time for each answer, more attempts, or to answer in writing instead of on
            camera, you can ask {company}. Say what you need; you do not have to share medical details. They
            will answer you by e-mail.
          </Trans>
        </Text>
        <AskTeamPanel token={token} take={take} kind="ACCOMMODATION" />
        {deadlineNear && <AskTeamPanel token={token} take={take} kind="EXTENSION" />}
      </Stack>
    </section>
  );
}
