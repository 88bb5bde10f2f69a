import { Paper, SimpleGrid, Skeleton, Text, ThemeIcon, Group } from '@mantine/core';
import { IconChecks, IconClipboardList, IconHourglass, IconMailForward } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useDashboardStats } from '@/features/recruiter/api/get-dashboard-stats';
import { LoadError } from '@/ui/load-error';

interface TileProps {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  color: string;
}

function StatTile({ label, value, icon, color }: TileProps) {
  const labelId = useId();
  return (
    <Paper withBorder p="md" role="group" aria-labelledby={labelId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text id={labelId} size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton height={32} width={48} mt={6} />
          ) : (
            <Text fz={32} fw={700} lh={1.2}>
              {value}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" color={color} size={40} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

/** The four tiles of the dashboard (spec §2), counted by GET /dashboard/stats. */
export function DashboardStats() {
  const stats = useDashboardStats();
  if (stats.isError) {
    return (
      <LoadError
        what="statistics"
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
        label="Total Interviews"
        value={data?.totalInterviews}
        color="indigo"
        icon={<IconClipboardList size={22} />}
      />
      <StatTile
        label="Active Invitations"
        value={data?.activeInvitations}
        color="blue"
        icon={<IconMailForward size={22} />}
      />
      <StatTile
        label="Completed"
        value={data?.completedInterviews}
        color="green"
        icon={<IconChecks size={22} />}
      />
      <StatTile
        label="Pending Review"
        value={data?.pendingReviews}
        color="yellow"
        icon={<IconHourglass size={22} />}
      />
    </SimpleGrid>
  );
}
