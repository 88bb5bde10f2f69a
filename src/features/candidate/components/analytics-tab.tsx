import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { CandidateAnalytics } from '#contract/video-resumes';
import type { UseQueryResult } from '@tanstack/react-query';
import { ViewsChart } from '@/features/candidate/components/views-chart';
import { QueryContent } from '@/ui/query-content';
import { SectionCard } from '@/ui/section-card';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

function Analytics({ analytics }: { analytics: CandidateAnalytics }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Stat label={t`Total Views`} value={analytics.total_views} />
        <Stat label={t`Unique Viewers`} value={analytics.unique_viewers} />
      </SimpleGrid>
      <SectionCard title={t`Views Over Time`} order={3}>
        <ViewsChart days={analytics.views_by_day} />
      </SectionCard>
      <SectionCard title={t`Recent Views`} order={3}>
        <Table.ScrollContainer minWidth={420}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Time</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Location</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Video Resume</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {analytics.recent_views.map((view, index) => (
                <Table.Tr key={`${view.timestamp}-${index}`}>
                  <Table.Td>
                    {i18n.date(view.timestamp, { dateStyle: 'medium', timeStyle: 'short' })}
                  </Table.Td>
                  <Table.Td>{view.location ?? t`Unknown`}</Table.Td>
                  <Table.Td>{view.resume_title}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </SectionCard>
    </Stack>
  );
}

/** docs/product.md §2 Analytics tab: Total Views, Unique Viewers, views over time and the last 10 views. */
export function AnalyticsTab({ query }: { query: UseQueryResult<CandidateAnalytics> }) {
  const { t } = useLingui();
  return (
    <QueryContent
      query={query}
      what={t`analytics`}
      skeleton={{ rows: 3, height: 96 }}
      isEmpty={(analytics) => analytics.total_views === 0}
      empty={
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>
            <Trans>No analytics data yet</Trans>
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            <Trans>Share a video resume: every view of it shows up here.</Trans>
          </Text>
        </Paper>
      }
    >
      {(analytics) => <Analytics analytics={analytics} />}
    </QueryContent>
  );
}
