import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import { formatDuration } from '@/features/insights/lib/duration';
import { CsvDownloadButton } from './csv-download-button';
import { FiguresTable } from './figures-table';
import type { WorkspaceInsights } from '#contract/insights';

type Pace = WorkspaceInsights['pace'];

/** How fast the team rates and decides after a candidate completes, and each member's share of the work. */
export function PaceFigures({ pace, fileName }: { pace: Pace; fileName: string }) {
  const { t, i18n } = useLingui();
  const median = (seconds: number | null) => (seconds === null ? '' : formatDuration(i18n, seconds));
  const header = [
    t`Member`,
    t`Scorecards submitted`,
    t`Decisions recorded`,
    t`Median time to their scorecard`,
  ];
  const rows = pace.members.map((member) => [
    member.name,
    i18n.number(member.candidates_rated),
    i18n.number(member.decisions),
    median(member.median_seconds_to_rating),
  ]);
  const csvRows = pace.members.map((member) => [
    member.name,
    String(member.candidates_rated),
    String(member.decisions),
    member.median_seconds_to_rating === null ? '' : String(Math.round(member.median_seconds_to_rating)),
  ]);
  return (
    <Stack gap="md">
      <Group gap="xl">
        <Text size="sm">
          {pace.median_seconds_to_rating === null
            ? t`No scorecard submitted yet for the candidates who completed in this period.`
            : t`First scorecard: ${median(pace.median_seconds_to_rating)} after completion (median of ${pace.candidates_rated} candidates).`}
        </Text>
        <Text size="sm">
          {pace.median_seconds_to_decision === null
            ? t`No decision yet for the candidates who completed in this period.`
            : t`Decision: ${median(pace.median_seconds_to_decision)} after completion (median of ${pace.candidates_decided} candidates).`}
        </Text>
      </Group>
      <FiguresTable header={header} rows={rows} />
      <div>
        <CsvDownloadButton
          fileName={fileName}
          header={[
            t`Member`,
            t`Scorecards submitted`,
            t`Decisions recorded`,
            t`Median seconds to their scorecard`,
          ]}
          rows={csvRows}
          label={t`Download the team's workload as CSV`}
        />
      </div>
    </Stack>
  );
}
