import '@mantine/charts/styles.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BarChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import { formatDuration } from '@/features/insights/lib/duration';
import { CsvDownloadButton } from './csv-download-button';
import { FiguresTable } from './figures-table';
import type { FunnelStep, FunnelStepFigure } from '#contract/insights';

const funnelStepLabels: Record<FunnelStep, MessageDescriptor> = {
  INVITED: msg`Invited`,
  OPENED: msg`Opened the link`,
  STARTED: msg`Started`,
  COMPLETED: msg`Completed`,
  REVIEWED: msg`Reviewed`,
  DECIDED: msg`Decided`,
};

/** The funnel as a bar per step, and the same figures as a table (the chart's text alternative) and a CSV file. */
export function FunnelFigures({ funnel, fileName }: { funnel: FunnelStepFigure[]; fileName: string }) {
  const { t, i18n } = useLingui();
  const candidates = t`Candidates`;
  const percent = (share: number | null) =>
    share === null ? '' : i18n.number(share, { style: 'percent', maximumFractionDigits: 1 });
  const median = (seconds: number | null) => (seconds === null ? '' : formatDuration(i18n, seconds));
  const header = [t`Step`, candidates, t`Of the step before`, t`Median time from the step before`];
  const rows = funnel.map((figure) => [
    t(funnelStepLabels[figure.step]),
    i18n.number(figure.candidates),
    percent(figure.conversion),
    median(figure.median_seconds),
  ]);
  // The file holds the plain numbers a spreadsheet computes with: shares as fractions, times in seconds.
  const csvHeader = [
    t`Step`,
    candidates,
    t`Share of the step before`,
    t`Median seconds from the step before`,
  ];
  const csvRows = funnel.map((figure) => [
    t(funnelStepLabels[figure.step]),
    String(figure.candidates),
    figure.conversion === null ? '' : String(Math.round(figure.conversion * 10000) / 10000),
    figure.median_seconds === null ? '' : String(Math.round(figure.median_seconds)),
  ]);
  return (
    <Stack gap="md">
      <BarChart
        h={220}
        data={funnel.map((figure) => ({
          step: t(funnelStepLabels[figure.step]),
          [candidates]: figure.candidates,
        }))}
        dataKey="step"
        series={[{ name: candidates, color: 'indigo.6' }]}
        yAxisProps={{ allowDecimals: false }}
        tickLine="y"
        role="img"
        aria-label={t`The funnel: candidates at each step`}
      />
      <FiguresTable header={header} rows={rows} />
      <div>
        <CsvDownloadButton
          fileName={fileName}
          header={csvHeader}
          rows={csvRows}
          label={t`Download the funnel as CSV`}
        />
      </div>
    </Stack>
  );
}
