import '@mantine/charts/styles.css';
import { useLingui } from '@lingui/react/macro';
import { AreaChart } from '@mantine/charts';
import type { ViewsOnDay } from '#contract/video-resumes';

/** Views per day over the last weeks, days without views included. */
export function ViewsChart({ days }: { days: ViewsOnDay[] }) {
  const { t, i18n } = useLingui();
  const views = t`Views`;
  // The api counts views per UTC day, so the labels are read in UTC too.
  const data = days.map((day) => ({
    day: i18n.date(`${day.date}T00:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    [views]: day.views,
  }));
  return (
    <AreaChart
      h={240}
      data={data}
      dataKey="day"
      series={[{ name: views, color: 'indigo.6' }]}
      curveType="linear"
      withDots={false}
      yAxisProps={{ allowDecimals: false }}
      tickLine="x"
      aria-label={t`Views over the last 30 days`}
      role="img"
    />
  );
}
