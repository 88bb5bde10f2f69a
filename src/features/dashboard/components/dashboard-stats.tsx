import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { IconChecks, IconClipboardList, IconHourglass, IconMailForward } from '@tabler/icons-react';
import { useDashboardStats } from '@/features/dashboard/api/get-dashboard-stats';
import { LoadError } from '@/ui/load-error';
import { StatTile } from '@/ui/stat-tile';

/** The four tiles of the dashboard (docs/product.md §2), counted by GET /dashboard/stats. */
export function DashboardStats() {
  const { t } = useLingui();
  const stats = useDashboardStats();
  if (stats.isError) {
    return (
      <LoadError
        what={t`statistics`}
        error={stats.error}
        retrying={stats.isFetching}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  const data = stats.data;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} aria-busy={stats.isPending}>
      <StatTile
        label={t`Total Interviews`}
        value={data?.totalInterviews}
        color="indigo"
        icon={<IconClipboardList size={22} />}
      />
      <StatTile
        label={t`Active Invitations`}
        value={data?.activeInvitations}
        color="blue"
        icon={<IconMailForward size={22} />}
      />
      <StatTile
        label={t`Completed`}
        value={data?.completedInterviews}
        color="green"
        icon={<IconChecks size={22} />}
      />
      <StatTile
        label={t`Pending Review`}
        value={data?.pendingReviews}
        color="yellow"
        icon={<IconHourglass size={22} />}
      />
    </SimpleGrid>
  );
}
