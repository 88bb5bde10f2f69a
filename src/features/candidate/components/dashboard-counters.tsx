import { useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';

interface Counter {
  label: string;
  query: UseQueryResult<unknown>;
  value: () => number;
}

/** docs/product.md §2: Pending Interviews, Completed Interviews, Video Resumes, Total Profile Views. */
export function DashboardCounters({ counters }: { counters: Counter[] }) {
  const { t, i18n } = useLingui();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {counters.map(({ label, query, value }) => {
        const what = label.toLocaleLowerCase(i18n.locale);
        return (
          <Paper key={label} withBorder p="md" role="group" aria-label={label}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            {query.isSuccess ? (
              <Text fz={28} fw={700}>
                {value()}
              </Text>
            ) : query.isError ? (
              <Text fz={28} fw={700} c="dimmed" title={t`Could not load ${what}`}>
                –
              </Text>
            ) : (
              <Skeleton height={34} width={48} mt={4} />
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
