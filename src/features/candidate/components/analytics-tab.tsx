import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { CandidateAnalytics } from '#contract/video-resumes';
import type { UseQueryResult } from '@tanstack/react-query';
import { ViewsChart } from '@/features/candidate/components/views-chart';
import { QueryContent } from '@/ui/query-content';
import { SectionCard } from '@/ui/section-card';

const viewTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

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
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Stat label="Total Views" value={analytics.total_views} />
        <Stat label="Unique Viewers" value={analytics.unique_viewers} />
      </SimpleGrid>
      <SectionCard title="Views Over Time" order={3}>
        <ViewsChart days={analytics.views_by_day} />
      </SectionCard>
      <SectionCard title="Recent Views" order={3}>
        <Table.ScrollContainer minWidth={420}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Time</Table.Th>
                <Table.Th>Location</Table.Th>
                <Table.Th>Video Resume</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {analytics.recent_views.map((view, index) => (
                <Table.Tr key={`${view.timestamp}-${index}`}>
                  <Table.Td>{viewTime.format(new Date(view.timestamp))}</Table.Td>
                  <Table.Td>{view.location ?? 'Unknown'}</Table.Td>
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
  return (
    <QueryContent
      query={query}
      what="analytics"
      skeleton={{ rows: 3, height: 96 }}
      isEmpty={(analytics) => analytics.total_views === 0}
      empty={
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>No analytics data yet</Text>
          <Text size="sm" c="dimmed" mt={4}>
            Share a video resume: every view of it shows up here.
          </Text>
        </Paper>
      }
    >
      {(analytics) => <Analytics analytics={analytics} />}
    </QueryContent>
  );
}
