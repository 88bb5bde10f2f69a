import '@mantine/charts/styles.css';
import { useLingui } from '@lingui/react/macro';
import { BarChart } from '@mantine/charts';
import { Stack, Table } from '@mantine/core';
import { CsvDownloadButton } from './csv-download-button';
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
      <Table.ScrollContainer minWidth={520}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              {header.map((cell) => (
                <Table.Th key={cell}>{cell}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {questions.map((q) => (
              <Table.Tr key={q.question_id}>
                <Table.Th scope="row" fw={500}>
                  {question(q.order_number)}
                </Table.Th>
                <Table.Td>{q.text}</Table.Td>
                <Table.Td>{i18n.number(q.answered)}</Table.Td>
                <Table.Td>{i18n.number(q.stopped)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
