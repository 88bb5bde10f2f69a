import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconChecks, IconClipboardCheck, IconHourglass } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import type { ReviewCounts } from '@contract/reviews';

function Counter({
  label,
  value,
  color,
  icon,
}: {
  label: string;
  value: number | undefined;
  color: string;
  icon: ReactNode;
}) {
  const labelId = useId();
  return (
    <Paper withBorder p="md" role="group" aria-labelledby={labelId}>
      <Group justify="space-between" wrap="nowrap">
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

/** Spec §2: Pending Review (COMPLETED), Reviewed, Total Completed. */
export function ReviewCounters({ counts }: { counts: ReviewCounts | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} aria-busy={counts === undefined}>
      <Counter
        label="Pending Review"
        value={counts?.pending_review}
        color="yellow"
        icon={<IconHourglass size={22} />}
      />
      <Counter label="Reviewed" value={counts?.reviewed} color="teal" icon={<IconChecks size={22} />} />
      <Counter
        label="Total Completed"
        value={counts?.total_completed}
        color="green"
        icon={<IconClipboardCheck size={22} />}
      />
    </SimpleGrid>
  );
}
