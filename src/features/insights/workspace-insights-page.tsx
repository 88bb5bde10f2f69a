import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useWorkspaceInsights } from '@/features/insights/api/get-workspace-insights';
import { QueryContent } from '@/ui/query-content';
import { SectionCard } from '@/ui/section-card';
import { CsvDownloadButton } from './components/csv-download-button';
import { FiguresTable } from './components/figures-table';
import { FunnelFigures } from './components/funnel-figures';
import { PaceFigures } from './components/pace-figures';
import type { WorkspaceInsights } from '#contract/insights';

const PERIODS = ['30', '90', '365', 'all'] as const;
type Period = (typeof PERIODS)[number];

/** Per interview: invited, completed, the share who completed, decided. */
function InterviewFunnels({ interviews }: { interviews: WorkspaceInsights['interviews'] }) {
  const { t, i18n } = useLingui();
  const count = (funnel: WorkspaceInsights['funnel'], step: string) =>
    funnel.find((figure) => figure.step === step)?.candidates ?? 0;
  const header = [t`Interview`, t`Invited`, t`Completed`, t`Completed of invited`, t`Decided`];
  const figures = interviews.map(({ title, funnel }) => {
    const invited = count(funnel, 'INVITED');
    const completed = count(funnel, 'COMPLETED');
    return {
      title,
      invited,
      completed,
      share: invited > 0 ? completed / invited : null,
      decided: count(funnel, 'DECIDED'),
    };
  });
  return (
    <Stack gap="md">
      <FiguresTable
        header={header}
        rows={figures.map((f) => [
          f.title,
          i18n.number(f.invited),
          i18n.number(f.completed),
          f.share === null ? '' : i18n.number(f.share, { style: 'percent', maximumFractionDigits: 1 }),
          i18n.number(f.decided),
        ])}
      />
      <div>
        <CsvDownloadButton
          fileName="interview-funnels.csv"
          header={header}
          rows={figures.map((f) => [
            f.title,
            String(f.invited),
            String(f.completed),
            f.share === null ? '' : String(Math.round(f.share * 10000) / 10000),
            String(f.decided),
          ])}
          label={t`Download the interviews' funnels as CSV`}
        />
      </div>
    </Stack>
  );
}

/**
 * /workspaces/:id/insights (issue #38 item 2): over a chosen period, the workspace's funnel, each
 * interview's, and how the team keeps up. The api refuses a REVIEWER (403), shown as the error.
 */
export function WorkspaceInsightsPage() {
  const { t } = useLingui();
  const id = useParams().id ?? '';
  const [period, setPeriod] = useState<Period>('90');
  const insights = useWorkspaceInsights(id, period === 'all' ? null : Number(period));
  const periodLabels: Record<Period, string> = {
    '30': t`Last 30 days`,
    '90': t`Last 90 days`,
    '365': t`Last 12 months`,
    all: t`All time`,
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.dashboard.getHref()} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden />
            <Trans>Back to the dashboard</Trans>
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-end">
          <Title order={1}>
            <Trans>Hiring insights</Trans>
          </Title>
          <Select
            label={t`Period`}
            data={PERIODS.map((value) => ({ value, label: periodLabels[value] }))}
            value={period}
            onChange={(value) => value && setPeriod(value as Period)}
            allowDeselect={false}
          />
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>
            The funnel counts the invitations sent in the period; the team's pace, the candidates who
            completed in it.
          </Trans>
        </Text>
        <SectionCard title={t`Funnel`}>
          <QueryContent
            query={insights}
            what={t`the funnel`}
            skeleton={{ rows: 3, height: 48 }}
            isEmpty={(data) => (data.funnel[0]?.candidates ?? 0) === 0}
            empty={
              <Text>
                <Trans>No invitations in this period.</Trans>
              </Text>
            }
          >
            {(data) => <FunnelFigures funnel={data.funnel} fileName="workspace-funnel.csv" />}
          </QueryContent>
        </SectionCard>
        <SectionCard title={t`By interview`}>
          <QueryContent
            query={insights}
            what={t`the interviews' funnels`}
            skeleton={{ rows: 3, height: 40 }}
            isEmpty={(data) => data.interviews.length === 0}
            empty={
              <Text>
                <Trans>No invitations in this period.</Trans>
              </Text>
            }
          >
            {(data) => <InterviewFunnels interviews={data.interviews} />}
          </QueryContent>
        </SectionCard>
        <SectionCard title={t`How the team keeps up`}>
          <QueryContent
            query={insights}
            what={t`the team's pace`}
            skeleton={{ rows: 3, height: 40 }}
            isEmpty={() => false}
            empty={null}
          >
            {(data) => <PaceFigures pace={data.pace} fileName="team-workload.csv" />}
          </QueryContent>
        </SectionCard>
      </Stack>
    </Container>
  );
}
