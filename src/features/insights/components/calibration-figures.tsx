import { useLingui } from '@lingui/react/macro';
import { Stack, Table, Text, Title } from '@mantine/core';
import { CsvDownloadButton } from './csv-download-button';
import { AGREEMENT_MIN_CANDIDATES, type CompetencyCalibration } from '#contract/insights';

/** Within a quarter point of the others on the 1-5 scale, a rater is read as in line with them. */
const IN_LINE = 0.25;

function useReading() {
  const { t, i18n } = useLingui();
  return (competency: CompetencyCalibration): string | null => {
    const agreement = competency.agreement;
    if (!agreement) return null;
    const name = competency.name;
    const basis =
      agreement.icc === null
        ? ''
        : ' ' +
          t`ICC ${i18n.number(agreement.icc, { maximumFractionDigits: 2, minimumFractionDigits: 2 })} on ${agreement.candidates} candidates rated by ${agreement.raters} raters.`;
    switch (agreement.reading) {
      case 'NOT_ENOUGH':
        return t`Not enough ratings yet to measure agreement: it needs ${AGREEMENT_MIN_CANDIDATES} candidates rated by at least two raters, each by all of them, and has ${agreement.candidates}.`;
      case 'EXCELLENT':
        return t`Raters agree very well.` + basis;
      case 'GOOD':
        return t`Raters agree well.` + basis;
      case 'MODERATE':
        return (
          (name
            ? t`Raters agree moderately: compare notes on ${name}.`
            : t`Raters agree moderately: compare notes on the scorecard.`) + basis
        );
      case 'POOR':
        return (
          (name
            ? t`Agreement is poor: discuss the anchors of ${name}.`
            : t`Agreement is poor: discuss the scorecard's anchors together.`) + basis
        );
    }
  };
}

/**
 * Per competency and over all of them: how well the raters agree, read out in words, and each
 * rater's difference from the others (a REVIEWER sees their own alone), with a CSV of the table.
 */
export function CalibrationFigures({
  competencies,
  fileName,
}: {
  competencies: CompetencyCalibration[];
  fileName: string;
}) {
  const { t, i18n } = useLingui();
  const reading = useReading();
  const signed = (value: number) =>
    i18n.number(value, { signDisplay: 'exceptZero', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const tendency = (value: number) =>
    value > IN_LINE ? t`More lenient` : value < -IN_LINE ? t`More severe` : t`In line`;
  const competencyName = (competency: CompetencyCalibration) => competency.name ?? t`All competencies`;
  const header = [t`Competency`, t`Rater`, t`Candidates shared`, t`Difference from the others`];
  const rows = competencies.flatMap((competency) =>
    competency.raters.map((rater) => [
      competencyName(competency),
      rater.name,
      String(rater.shared_candidates),
      rater.mean_difference === null ? '' : String(rater.mean_difference),
    ]),
  );
  return (
    <Stack gap="lg">
      {competencies.map((competency) => {
        const said = reading(competency);
        return (
          <Stack key={competency.competency_id ?? 'all'} gap="xs">
            <Title order={3} size="h5">
              {competencyName(competency)}
            </Title>
            {said && <Text size="sm">{said}</Text>}
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Rater`}</Table.Th>
                  <Table.Th>{t`Candidates shared`}</Table.Th>
                  <Table.Th>{t`Difference from the others`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {competency.raters.map((rater) => (
                  <Table.Tr key={rater.rater_id}>
                    <Table.Th scope="row" fw={500}>
                      {rater.name}
                    </Table.Th>
                    <Table.Td>{i18n.number(rater.shared_candidates)}</Table.Td>
                    <Table.Td>
                      {rater.mean_difference === null
                        ? t`Too few shared candidates yet`
                        : `${signed(rater.mean_difference)} (${tendency(rater.mean_difference)})`}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        );
      })}
      <div>
        <CsvDownloadButton
          fileName={fileName}
          header={header}
          rows={rows}
          label={t`Download the calibration as CSV`}
        />
      </div>
    </Stack>
  );
}
