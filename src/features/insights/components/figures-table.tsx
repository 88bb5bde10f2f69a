import { Table } from '@mantine/core';

/**
 * A chart's figures as a table, its text alternative: a header row, then one row per bar, named
 * by its first cell (a row header, so a screen reader says which bar each number belongs to).
 */
export function FiguresTable({
  header,
  rows,
}: {
  header: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  return (
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
          {rows.map(([name, ...cells]) => (
            <Table.Tr key={name}>
              <Table.Th scope="row" fw={500}>
                {name}
              </Table.Th>
              {cells.map((cell, index) => (
                <Table.Td key={index}>{cell || '—'}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
