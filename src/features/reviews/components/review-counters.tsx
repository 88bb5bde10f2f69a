import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { IconChecks, IconClipboardCheck, IconHourglass } from '@tabler/icons-react';
import { StatTile } from '@/ui/stat-tile';
import type { ReviewCounts } from '#contract/reviews';

/** docs/product.md §2: Pending Review (COMPLETED), Reviewed, Total Completed. */
export function ReviewCounters({ counts }: { counts: ReviewCounts | undefined }) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} aria-busy={counts === undefined}>
      <StatTile
        label={t`Pending Review`}
        value={counts?.pending_review}
        color="yellow"
        icon={<IconHourglass size={22} />}
      />
      <StatTile label={t`Reviewed`} value={counts?.reviewed} color="teal" icon={<IconChecks size={22} />} />
      <StatTile
        label={t`Total Completed`}
        value={counts?.total_completed}
        color="green"
        icon={<IconClipboardCheck size={22} />}
      />
    </SimpleGrid>
  );
}
