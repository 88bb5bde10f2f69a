import { useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import type { RequestFigures as Figures } from '#contract/insights';

/** The candidates' requests by kind and answer. */
export function RequestFigures({ requests }: { requests: Figures[] }) {
  const { t, i18n } = useLingui();
  const kindLabel = (kind: Figures['kind']) => (kind === 'EXTENSION' ? t`More time` : t`Accommodations`);
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t`Request`}</Table.Th>
          <Table.Th>{t`Pending`}</Table.Th>
          <Table.Th>{t`Approved`}</Table.Th>
          <Table.Th>{t`Declined`}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {requests.map((request) => (
          <Table.Tr key={request.kind}>
            <Table.Th scope="row" fw={500}>
              {kindLabel(request.kind)}
            </Table.Th>
            <Table.Td>{i18n.number(request.pending)}</Table.Td>
            <Table.Td>{i18n.number(request.approved)}</Table.Td>
            <Table.Td>{i18n.number(request.declined)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
