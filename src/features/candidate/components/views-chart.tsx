import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import type { ViewsOnDay } from '#contract/video-resumes';

// The api counts views per UTC day, so the labels are read in UTC too.
const dayLabel = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Views per day over the last weeks, days without views included. */
export function ViewsChart({ days }: { days: ViewsOnDay[] }) {
  const data = days.map((day) => ({
    day: dayLabel.format(new Date(`${day.date}T00:00:00Z`)),
    Views: day.views,
  }));
  return (
    <AreaChart
      h={240}
      data={data}
      dataKey="day"
      series={[{ name: 'Views', color: 'indigo.6' }]}
      curveType="linear"
      withDots={false}
      yAxisProps={{ allowDecimals: false }}
      tickLine="x"
      aria-label="Views over the last 30 days"
      role="img"
    />
  );
}
