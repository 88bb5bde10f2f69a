import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { ReviewStatus } from '#contract/reviews';

/** docs/product.md §2: 'Pending Review' for COMPLETED. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return status === 'COMPLETED' ? (
    <Badge color="yellow" variant="light">
      <Trans>Pending Review</Trans>
    </Badge>
  ) : (
    <Badge color="teal" variant="light">
      <Trans>Reviewed</Trans>
    </Badge>
  );
}
