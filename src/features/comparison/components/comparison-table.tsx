import { useLingui } from '@lingui/react/macro';
import { Table, Text, UnstyledButton } from '@mantine/core';
import type { ComparisonView } from '#contract/comparison-csv';

interface ComparisonTableProps {
  header: string[];
  rows: { id: string; cells: string[] }[];
  sort: ComparisonView['sort'];
  onSort: (column: number) => void;
}

/** The comparison as a table whose every header sorts by its column. */
export function ComparisonTable({ header, rows, sort, onSort }: ComparisonTableProps) {
  const { t } = useLingui();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover aria-label={t`Compared candidates`}>
        <Table.Thead>
          <Table.Tr>
            {header.map((name, column) => (
              <Table.Th
                key={name + String(column)}
                aria-sort={sort.column === column ? sort.direction : 'none'}
              >
                <UnstyledButton onClick={() => onSort(column)} fw={600} fz="sm">
                  {name}
                  {sort.column === column ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
                </UnstyledButton>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ id, cells }) => (
            <Table.Tr key={id}>
              {cells.map((cell, column) => (
                <Table.Td key={column}>
                  <Text size="sm">{cell}</Text>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
