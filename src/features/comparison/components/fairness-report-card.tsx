import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useFairnessReport } from '@/features/comparison/api/get-fairness-report';
import { formatDate } from '@/ui/format-date';
import { QueryContent } from '@/ui/query-content';
import { SectionCard } from '@/ui/section-card';
import type { FairnessCategory, FairnessGroup, FairnessReport } from '#contract/fairness';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const ratio = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function GroupRow({ group, unknown }: { group: FairnessGroup; unknown: boolean }) {
  const { t } = useLingui();
  if (group.suppressed) {
    return (
      <Table.Tr>
        <Table.Th scope="row" fw={unknown ? 400 : 500}>
          {group.label}
        </Table.Th>
        <Table.Td colSpan={5}>
          <Text size="sm" c="dimmed">
            <Trans>Too few to report</Trans>
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  }
  return (
    <Table.Tr data-flagged={group.flagged || undefined}>
      <Table.Th scope="row" fw={unknown ? 400 : 500}>
        {group.label}
      </Table.Th>
      <Table.Td>{group.applicants}</Table.Td>
      <Table.Td>{group.selected}</Table.Td>
      <Table.Td>{percent.format(group.selection_rate)}</Table.Td>
      <Table.Td>
        {unknown
          ? t`Not compared`
          : group.impact_ratio === null
            ? t`None advanced`
            : ratio.format(group.impact_ratio)}
      </Table.Td>
      <Table.Td>
        {group.flagged ? (
          <Text size="sm" fw={700} c="red.9">
            <Trans>
              <IconAlertTriangle size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Below four
              fifths
            </Trans>
          </Text>
        ) : unknown || group.impact_ratio === null ? (
          ''
        ) : (
          t`Within`
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function CategoryTable({ category }: { category: FairnessCategory }) {
  const { t } = useLingui();
  const categoryName = category.label.toLowerCase();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {category.label}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-label={t`Fairness report by ${categoryName}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Group</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Applicants</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Advanced</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Selection rate</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Impact ratio</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Four-fifths rule</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {category.groups.map((group) => (
              <GroupRow key={group.key} group={group} unknown={false} />
            ))}
            <GroupRow group={category.unknown} unknown />
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function Explanation({ report }: { report: FairnessReport }) {
  const threshold = ratio.format(report.threshold);
  const minGroupSize = report.min_group_size;
  return (
    <Stack gap={4}>
      <Text size="sm">
        <Trans>
          Candidates may answer a voluntary self-identification (sex and race/ethnicity, in the categories of
          New York City&apos;s Local Law 144) in their portal. Nobody in the workspace sees anyone&apos;s
          answers: only these counts. Applicants are the candidates who completed this interview; advanced are
          those whose current decision is Advance.
        </Trans>
      </Text>
      <Text size="sm">
        <Trans>
          The selection rate is advanced ÷ applicants; the impact ratio is a group&apos;s rate ÷ the highest
          rate among the reported groups. Under the four-fifths rule, an impact ratio below {threshold} may
          point to adverse impact and is marked &quot;Below four fifths&quot;.
        </Trans>
      </Text>
      <Text size="sm">
        <Trans>
          Groups with fewer than {minGroupSize} applicants are not reported (&quot;Too few to report&quot;) so
          that no candidate can be singled out, and they are left out of the highest rate. Candidates who
          preferred not to say or did not answer are counted, never compared.
        </Trans>
      </Text>
    </Stack>
  );
}

/** Why the report waits for the close and never changes afterwards (docs/architecture.md §7). */
function Pending() {
  return (
    <Stack gap={4}>
      <Text fw={500}>
        <Trans>The fairness report is available when the interview closes.</Trans>
      </Text>
      <Text size="sm" c="dimmed">
        <Trans>
          It is taken once, when the interview first closes, and never changes afterwards: two reports
          compared before and after one decision would show which group that candidate is in. Decide on
          everyone who completed before you close: the decisions the report counts are final from then on.
        </Trans>
      </Text>
    </Stack>
  );
}

/** When the report was taken, and that it stays as it is. */
function TakenOn({ frozenAt }: { frozenAt: string }) {
  const date = formatDate(frozenAt);
  return (
    <Text size="sm" fw={500}>
      <Trans>
        Taken when the interview closed, on {date}. It does not change afterwards, and the decisions it counts
        are final.
      </Trans>
    </Text>
  );
}

/** The interview's fairness report (issue #20 item 6), for the owners of its workspace and admins. */
export function FairnessReportCard({ interviewId }: { interviewId: string }) {
  const { t } = useLingui();
  const report = useFairnessReport(interviewId);
  return (
    <SectionCard title={t`Fairness report`}>
      <QueryContent
        query={report}
        what={t`the fairness report`}
        skeleton={{ rows: 3, height: 48 }}
        isEmpty={(data) =>
          data.frozen_at === null ||
          data.categories.every((c) => [...c.groups, c.unknown].every((g) => g.suppressed))
        }
        empty={
          report.data?.frozen_at === null ? (
            <Pending />
          ) : (
            <Text c="dimmed">
              <Trans>No group had enough candidates who completed this interview to report on.</Trans>
            </Text>
          )
        }
      >
        {(data) => (
          <Stack gap="lg">
            {data.frozen_at && <TakenOn frozenAt={data.frozen_at} />}
            <Explanation report={data} />
            {data.categories.map((category) => (
              <CategoryTable key={category.key} category={category} />
            ))}
          </Stack>
        )}
      </QueryContent>
    </SectionCard>
  );
}
