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

const statusOptions = [
  { value: 'COMPLETED', label: 'Completed' },
  { value: 'REVIEWED', label: 'Reviewed' },
];
const decisionOptions = [
  { value: 'ADVANCE', label: 'Advance' },
  { value: 'HOLD', label: 'Hold' },
  { value: 'REJECT', label: 'Reject' },
  { value: 'NONE', label: 'No decision' },
];

/** /interviews/:id/compare: the interview's completed candidates side by side (docs/product.md §2). */
export function CompareCandidatesPage() {
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
  const header = data ? comparisonHeader(data.competencies) : [];
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
      notifyFailure('Could not export the comparison.', error);
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
            Back to the interview
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={1}>Compare candidates</Title>
            {interview.data && <Text c="dimmed">{interview.data.title}</Text>}
          </Stack>
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void exportCsv()}
            loading={exporting}
            disabled={!rows.length}
          >
            Export CSV
          </Button>
        </Group>
        {comparison.isPending ? (
          <Skeleton height={160} aria-label="Loading the comparison" />
        ) : comparison.isError ? (
          <LoadError
            what="the comparison"
            error={comparison.error}
            retrying={comparison.isFetching}
            onRetry={() => void comparison.refetch()}
          />
        ) : !data?.rows.length ? (
          <Text>No completed interviews to compare yet.</Text>
        ) : (
          <>
            <Group align="flex-end">
              <TextInput
                label="Search"
                placeholder="Candidate"
                value={view.search}
                onChange={(e) => setView({ ...view, search: e.currentTarget.value })}
              />
              <Select
                label="Status"
                placeholder="All"
                clearable
                data={statusOptions}
                value={view.status}
                onChange={(status) => setView({ ...view, status: status as ComparisonView['status'] })}
              />
              <Select
                label="Decision"
                placeholder="All"
                clearable
                data={decisionOptions}
                value={view.decision}
                onChange={(decision) =>
                  setView({ ...view, decision: decision as ComparisonView['decision'] })
                }
              />
            </Group>
            <ComparisonTable header={header} rows={rows} sort={view.sort} onSort={sortBy} />
            {!rows.length && <Text>No candidates match these filters.</Text>}
            <Text size="sm" c="dimmed">
              The AI score is the assistant's reading of the answers; people make the decision.
            </Text>
          </>
        )}
      </Stack>
    </Container>
  );
}
