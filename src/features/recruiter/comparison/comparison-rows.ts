// Filtering and sorting the comparison's rows: the table and its CSV show the same rows in the same
// order, so both go through here.
import type { Comparison, ComparisonRow } from '@contract/comparison';
import { comparisonCells } from '@contract/comparison-csv';

export interface ComparisonView {
  status: string | null;
  /** A decision, 'NONE' (no decision yet), or null for all. */
  decision: string | null;
  search: string;
  /** The column index in the header, and the direction. */
  sort: { column: number; direction: 'ascending' | 'descending' };
}

/** What a column sorts by: numbers as numbers (a hidden or empty one last), text as text. */
function sortValue(
  competencies: Comparison['competencies'],
  row: ComparisonRow,
  column: number,
): number | string | null {
  const competencyCount = competencies.length;
  if (column === 0) return row.label.toLowerCase();
  if (column === 1) return row.status;
  if (column === 2) return row.completed_at;
  if (column < 3 + competencyCount) {
    const id = competencies[column - 3]?.id ?? '';
    return row.ratings_hidden ? null : (row.means[id] ?? null);
  }
  if (column === 3 + competencyCount) return row.ratings_hidden ? null : row.overall_mean;
  if (column === 4 + competencyCount) return row.rater_count;
  if (column === 5 + competencyCount) return row.ai_score;
  return row.decision?.decision ?? null;
}

function visibleRows(comparison: Comparison, view: ComparisonView): ComparisonRow[] {
  const search = view.search.trim().toLowerCase();
  const rows = comparison.rows.filter(
    (row) =>
      (!view.status || row.status === view.status) &&
      (!view.decision || (row.decision?.decision ?? 'NONE') === view.decision) &&
      (!search || row.label.toLowerCase().includes(search)),
  );
  const sign = view.sort.direction === 'ascending' ? 1 : -1;
  return rows.sort((a, b) => {
    const [x, y] = [
      sortValue(comparison.competencies, a, view.sort.column),
      sortValue(comparison.competencies, b, view.sort.column),
    ];
    if (x === y) return a.candidate_number - b.candidate_number;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * sign;
  });
}

/** The cells of the visible rows, as shown and exported. */
export function visibleCells(
  comparison: Comparison,
  view: ComparisonView,
): { id: string; cells: string[] }[] {
  return visibleRows(comparison, view).map((row) => ({
    id: row.invitation_id,
    cells: comparisonCells(comparison.competencies, row),
  }));
}
