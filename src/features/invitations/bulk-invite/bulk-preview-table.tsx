import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { localBulkError } from './bulk-row-errors';
import type { ParsedRow } from './parse-bulk-rows';

const PAGE_SIZE = 50;

/** The parsed rows, a page at a time (1,000 rows render at once no faster than anyone can read them). */
export function BulkPreviewTable({ rows }: { rows: ParsedRow[] }) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-label={t`Rows to invite`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Line</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>First name</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Last name</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>E-mail</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Check</Trans>
              </Table.Th>
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
                      <Trans>Ready</Trans>
                    </Badge>
                  ) : (
                    <Text size="sm" c="red.8">
                      {localBulkError(i18n, row.error)}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Pagination total={pages} value={page} onChange={setPage} aria-label={t`Pages of rows`} />
      )}
    </Stack>
  );
}
