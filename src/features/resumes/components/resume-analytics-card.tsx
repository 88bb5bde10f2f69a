import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import { useResumeAnalytics } from '@/api/video-resumes/get-resume-analytics';
import { QueryContent } from '@/ui/query-content';
import { SectionCard } from '@/ui/section-card';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0}>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** The owner's Analytics card: total views, unique viewers and the last 10 views (docs/product.md §2, §9). */
export function ResumeAnalyticsCard({ resumeId }: { resumeId: string }) {
  const { t, i18n } = useLingui();
  const analytics = useResumeAnalytics(resumeId, true);
  return (
    <SectionCard title={t`Analytics`} order={2}>
      <QueryContent
        query={analytics}
        what={t`analytics`}
        skeleton={{ rows: 2, height: 40 }}
        isEmpty={() => false}
        empty={null}
      >
        {(data) => (
          <Stack gap="md">
            <Group grow>
              <Stat label={t`Total Views`} value={data.total_views} />
              <Stat label={t`Unique Viewers`} value={data.unique_viewers} />
            </Group>
            <Stack gap={4}>
              <Text fw={600} size="sm">
                <Trans>Recent Views</Trans>
              </Text>
              {data.recent_views.length === 0 ? (
                <Text size="sm" c="dimmed">
                  <Trans>No views yet</Trans>
                </Text>
              ) : (
                <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {data.recent_views.map((view, index) => (
                    <Group key={`${view.timestamp}-${index}`} component="li" justify="space-between">
                      <Text size="sm">
                        {i18n.date(view.timestamp, { dateStyle: 'short', timeStyle: 'medium' })}
                      </Text>
                      {view.location && (
                        <Text size="sm" c="dimmed">
                          {view.location}
                        </Text>
                      )}
                    </Group>
                  ))}
                </Stack>
              )}
            </Stack>
          </Stack>
        )}
      </QueryContent>
    </SectionCard>
  );
}
