import { Badge, Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { ParsedRow } from './parse-bulk-rows';

const PAGE_SIZE = 50;

/** The parsed rows, a page at a time (1,000 rows render at once no faster than anyone can read them). */
export function BulkPreviewTable({ rows }: { rows: ParsedRow[] }) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-label="Rows to invite">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>First name</Table.Th>
              <Table.Th>Last name</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Check</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>{row.first_name}</Table.Td>
                <Table.Td>{row.last_name}</Table.Td>
                <Table.Td>{row.email}</Table.Td>
                <Table.Td>
                  {row.error === null ? (
                    <Badge color="green" variant="light">
                      Ready
                    </Badge>
                  ) : (
                    <Text size="sm" c="red.8">
                      {row.error}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages of rows" />}
    </Stack>
  );
}
