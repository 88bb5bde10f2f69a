import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';

/** Shown on a blind review until the caller has submitted their ratings of the candidate. */
export function BlindReviewNote() {
  return (
    <Alert variant="light" color="gray" icon={<IconEyeOff size={16} aria-hidden />}>
      <Trans>Anonymous review: you will see who the candidate is after you submit your ratings.</Trans>
    </Alert>
  );
}
