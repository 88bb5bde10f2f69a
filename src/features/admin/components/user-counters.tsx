import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconBriefcase, IconShieldLock, IconUser, IconUsers } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import type { UserCounts } from '@contract/admin';

function Counter({
  label,
  value,
  icon,
  color,
}: {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  color: string;
}) {
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

/** Spec §2: Total Users, Candidates, Recruiters, Admins, over every user whatever the search. */
export function UserCounters({ counts }: { counts: UserCounts | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} aria-busy={counts === undefined}>
      <Counter label="Total Users" value={counts?.total} color="indigo" icon={<IconUsers size={22} />} />
      <Counter label="Candidates" value={counts?.candidates} color="teal" icon={<IconUser size={22} />} />
      <Counter
        label="Recruiters"
        value={counts?.recruiters}
        color="blue"
        icon={<IconBriefcase size={22} />}
      />
      <Counter label="Admins" value={counts?.admins} color="red" icon={<IconShieldLock size={22} />} />
    </SimpleGrid>
  );
}
