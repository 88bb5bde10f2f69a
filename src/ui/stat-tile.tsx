import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface StatTileProps {
  label: string;
  /** Undefined while loading: a skeleton stands in. */
  value: number | undefined;
  icon: ReactNode;
  color: string;
}

/** One counter of a dashboard's row (recruiter, reviews, admin, candidate): a labelled group. */
export function StatTile({ label, value, icon, color }: StatTileProps) {
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
