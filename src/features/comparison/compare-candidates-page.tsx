import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Button,
  Container,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useComparison } from '@/features/comparison/api/get-comparison';
import { useInterview } from '@/api/interviews/get-interview';
import { fetchApiFile } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download-file';
import { LoadError } from '@/ui/load-error';
import { notifyFailure } from '@/ui/notify-failure';
import { comparisonApi } from '#contract/comparison';
import {
  comparisonHeader,
  comparisonQuery,
  visibleCells,
  type ComparisonView,
} from '#contract/comparison-csv';
import { ComparisonTable } from './components/comparison-table';

const statusOptions: { value: NonNullable<ComparisonView['status']>; label: MessageDescriptor }[] = [
  { value: 'COMPLETED', label: msg`Completed` },
  { value: 'REVIEWED', label: msg`Reviewed` },
];
const decisionOptions: { value: NonNullable<ComparisonView['decision']>; label: MessageDescriptor }[] = [
  { value: 'ADVANCE', label: msg`Advance` },
  { value: 'HOLD', label: msg`Hold` },
  { value: 'REJECT', label: msg`Reject` },
  { value: 'NONE', label: msg`No decision` },
];

/** /interviews/:id/compare: the interview's completed candidates side by side (docs/product.md §2). */
export function CompareCandidatesPage() {
  const { t } = useLingui();
  const id = useParams().id ?? '';
  const interview = useInterview(id);
  const comparison = useComparison(id);
  const [view, setView] = useState<ComparisonView>({
    status: null,
    decision: null,
    search: '',
    sort: { column: 0, direction: 'ascending' },
  });
  const sortBy = (column: number) =>
    setView((v) => ({
      ...v,
      sort: {
        column,
        direction: v.sort.column === column && v.sort.direction === 'ascending' ? 'descending' : 'ascending',
      },
    }));

  const data = comparison.data;
  const header = data ? comparisonHeader(data.competencies, data.choice_questions) : [];
  const rows = data ? visibleCells(data, view) : [];
  const [exporting, setExporting] = useState(false);
  // The api makes the file of the rows shown and records the export in the workspace's audit trail.
  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await fetchApiFile(comparisonApi.csv, {
        params: { id },
        query: comparisonQuery(view),
      });
      downloadBlob(file.fileName, file.blob);
    } catch (error) {
      notifyFailure(t`Could not export the comparison.`, error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.interview.getHref(id)} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden />
            <Trans>Back to the interview</Trans>
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={1}>
              <Trans>Compare candidates</Trans>
            </Title>
            {interview.data && <Text c="dimmed">{interview.data.title}</Text>}
          </Stack>
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void exportCsv()}
            loading={exporting}
            disabled={!rows.length}
          >
            <Trans>Export CSV</Trans>
          </Button>
        </Group>
        {comparison.isPending ? (
          <Skeleton height={160} aria-label={t`Loading the comparison`} />
        ) : comparison.isError ? (
          <LoadError
            what={t`the comparison`}
            error={comparison.error}
            retrying={comparison.isFetching}
            onRetry={() => void comparison.refetch()}
          />
        ) : !data?.rows.length ? (
          <Text>
            <Trans>No completed interviews to compare yet.</Trans>
          </Text>
        ) : (
          <>
            <Group align="flex-end">
              <TextInput
                label={t`Search`}
                placeholder={t`Candidate`}
                value={view.search}
                onChange={(e) => setView({ ...view, search: e.currentTarget.value })}
              />
              <Select
                label={t`Status`}
                placeholder={t`All`}
                clearable
                data={statusOptions.map(({ value, label }) => ({ value, label: t(label) }))}
                value={view.status}
                onChange={(status) => setView({ ...view, status: status as ComparisonView['status'] })}
              />
              <Select
                label={t`Decision`}
                placeholder={t`All`}
                clearable
                data={decisionOptions.map(({ value, label }) => ({ value, label: t(label) }))}
                value={view.decision}
                onChange={(decision) =>
                  setView({ ...view, decision: decision as ComparisonView['decision'] })
                }
              />
            </Group>
            <ComparisonTable header={header} rows={rows} sort={view.sort} onSort={sortBy} />
            {!rows.length && (
              <Text>
                <Trans>No candidates match these filters.</Trans>
              </Text>
            )}
            <Text size="sm" c="dimmed">
              <Trans>The AI score is the assistant's reading of the answers; people make the decision.</Trans>
            </Text>
          </>
        )}
      </Stack>
    </Container>
  );
}
