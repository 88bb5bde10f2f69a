import { useState } from 'react';
import { AskTeamPanel } from '@/features/take/components/ask-team-panel';
import { EXTENSION_WINDOW_HOURS } from '@contract/candidate-requests';
import type { TakeInterview } from '@contract/take';

/** The forms to ask for an accommodation, and for more time only once the deadline is near (the database refuses it earlier). */
export function AskTeamForms({ token, take }: { token: string; take: TakeInterview }) {
  // Read once when the step opens: the page is not kept open for days.
  const [openedAt] = useState(() => Date.now());
  const deadlineNear = Date.parse(take.expires_at) - openedAt < EXTENSION_WINDOW_HOURS * 3_600_000;
  return (
    <>
      <AskTeamPanel token={token} take={take} kind="ACCOMMODATION" />
      {deadlineNear && <AskTeamPanel token={token} take={take} kind="EXTENSION" />}
    </>
  );
}
