import '@mantine/charts/styles.css';
import { useLingui } from '@lingui/react/macro';
import { BarChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import { CsvDownloadButton } from './csv-download-button';
import { FiguresTable } from './figures-table';
import type { QuestionDropOff } from '#contract/insights';

/**
 * Per question, the candidates who answered it and those who started but stopped there: a bar
 * chart, the same figures as a table and a CSV file.
 */
export function DropOffFigures({ questions, fileName }: { questions: QuestionDropOff[]; fileName: string }) {
  const { t, i18n } = useLingui();
  const answered = t`Answered`;
  const stopped = t`Stopped here`;
  const question = (order: number) => t`Question ${order}`;
  const header = [t`Question`, t`Text`, answered, stopped];
  const rows = questions.map((q) => [
    question(q.order_number),
    q.text,
    String(q.answered),
    String(q.stopped),
  ]);
  return (
    <Stack gap="md">
      <BarChart
        h={220}
        data={questions.map((q) => ({
          question: question(q.order_number),
          [answered]: q.answered,
          [stopped]: q.stopped,
        }))}
        dataKey="question"
        series={[
          { name: answered, color: 'indigo.6' },
          { name: stopped, color: 'orange.7' },
        ]}
        yAxisProps={{ allowDecimals: false }}
        tickLine="y"
        withLegend
        role="img"
        aria-label={t`Answers and stops per question`}
      />
      <FiguresTable
        header={header}
        rows={questions.map((q) => [
          question(q.order_number),
          q.text,
          i18n.number(q.answered),
          i18n.number(q.stopped),
        ])}
      />
      <div>
        <CsvDownloadButton
          fileName={fileName}
          header={header}
          rows={rows}
          label={t`Download where candidates stop as CSV`}
        />
      </div>
    </Stack>
  );
}
