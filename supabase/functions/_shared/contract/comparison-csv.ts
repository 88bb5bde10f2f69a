// The comparison table as CSV (csv.ts): the api's file holds exactly the rows and cells the table
// shows for the same filters and order, so the table and the file both go through here.
import type { Comparison, ComparisonQuery, ComparisonRow } from './comparison.ts';
import { toCsv } from './csv.ts';

/** `comparison-<slug of title>.csv`; "comparison.csv" when the title has no letters or digits. */
export function comparisonFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug ? `comparison-${slug}.csv` : 'comparison.csv';
}

/** Shown, and exported, in a mean's cell while the caller has not submitted for the candidate. */
export const RATINGS_HIDDEN_TEXT = 'Submit your ratings to see';
const AI_SCORE_HEADER = 'AI score (assistant)';
const NONE = '—';
/** Issue #37: the column of the candidates who picked a knockout option, and its mark ("" for the others). */
const KNOCKOUT_HEADER = 'Knockout';
const KNOCKOUT_MARK = 'Yes';
/** Between the labels of a multiple choice answer's options. */
const CHOICE_SEPARATOR = '; ';

type ChoiceQuestions = Comparison['choice_questions'];

/** A knockout column only when a choice question can knock out. */
const hasKnockoutColumn = (choiceQuestions: ChoiceQuestions) =>
  choiceQuestions.some((question) => question.has_knockout);

/** A choice question's column header: its number and text, as the review names it. */
const choiceHeader = (question: ChoiceQuestions[number]) => `Q${question.order_number}. ${question.text}`;

const decisionLabels = { ADVANCE: 'Advance', HOLD: 'Hold', REJECT: 'Reject' } as const;
const statusLabels = {
  PENDING: 'Pending',
  STARTED: 'Started',
  COMPLETED: 'Completed',
  REVIEWED: 'Reviewed',
  CANCELLED: 'Cancelled',
} as const;

/** The table's column headers, in order: the CSV has exactly these. */
export function comparisonHeader(
  competencies: Comparison['competencies'],
  choiceQuestions: ChoiceQuestions = [],
): string[] {
  return [
    'Candidate',
    'Status',
    'Completed',
    ...competencies.map((c) => c.name),
    'Overall',
    'Raters',
    AI_SCORE_HEADER,
    'Decision',
    // After the existing columns, so a sort by column index keeps its meaning.
    ...(hasKnockoutColumn(choiceQuestions) ? [KNOCKOUT_HEADER] : []),
    ...choiceQuestions.map(choiceHeader),
  ];
}

/** A choice question's cell: the picked labels, or — when the candidate did not reach it. */
function choiceCell(row: ComparisonRow, questionId: string): string {
  const picked = row.choices[questionId];
  return picked && picked.length > 0 ? picked.join(CHOICE_SEPARATOR) : NONE;
}

/** A row's cells as the table shows them, in the header's order. */
export function comparisonCells(
  competencies: Comparison['competencies'],
  row: ComparisonRow,
  choiceQuestions: ChoiceQuestions = [],
): string[] {
  const mean = (value: number | null | undefined) =>
    row.ratings_hidden ? RATINGS_HIDDEN_TEXT : value == null ? NONE : value.toFixed(2);
  return [
    row.label,
    statusLabels[row.status],
    row.completed_at ? row.completed_at.slice(0, 10) : NONE,
    ...competencies.map((c) => mean(row.means[c.id])),
    mean(row.overall_mean),
    String(row.rater_count),
    row.ai_score == null ? NONE : String(row.ai_score),
    row.decision ? decisionLabels[row.decision.decision] : NONE,
    ...(hasKnockoutColumn(choiceQuestions) ? [row.knocked_out ? KNOCKOUT_MARK : ''] : []),
    ...choiceQuestions.map((question) => choiceCell(row, question.id)),
  ];
}

/** The table's filters (null for all) and order. */
export interface ComparisonView {
  status: NonNullable<ComparisonQuery['status']> | null;
  /** A decision, 'NONE' (no decision yet), or null for all. */
  decision: NonNullable<ComparisonQuery['decision']> | null;
  search: string;
  /** The column index in the header, and the direction. */
  sort: { column: number; direction: NonNullable<ComparisonQuery['direction']> };
}

/** What a column sorts by: numbers as numbers (a hidden or empty one last), text as text. */
function sortValue(
  { competencies, choice_questions: choiceQuestions }: Comparison,
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
  if (column === 6 + competencyCount) return row.decision?.decision ?? null;
  const knockoutColumn = hasKnockoutColumn(choiceQuestions) ? 1 : 0;
  // Knocked out first when ascending; the others last, as empty cells.
  if (knockoutColumn && column === 7 + competencyCount) return row.knocked_out ? 0 : null;
  const question = choiceQuestions[column - 7 - competencyCount - knockoutColumn];
  if (!question) return null;
  const picked = row.choices[question.id];
  return picked && picked.length > 0 ? picked.join(CHOICE_SEPARATOR).toLowerCase() : null;
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
    const [x, y] = [sortValue(comparison, a, view.sort.column), sortValue(comparison, b, view.sort.column)];
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
    cells: comparisonCells(comparison.competencies, row, comparison.choice_questions),
  }));
}

/** The view as GET /interviews/:id/comparison.csv takes it. */
export function comparisonQuery(view: ComparisonView): ComparisonQuery {
  return {
    ...(view.status ? { status: view.status } : {}),
    ...(view.decision ? { decision: view.decision } : {}),
    ...(view.search ? { search: view.search } : {}),
    sort: view.sort.column,
    direction: view.sort.direction,
  };
}

/** The view as the CSV route parses it back. */
export function comparisonView(query: {
  status?: ComparisonView['status'] | undefined;
  decision?: ComparisonView['decision'] | undefined;
  search: string;
  sort: number;
  direction: ComparisonView['sort']['direction'];
}): ComparisonView {
  return {
    status: query.status ?? null,
    decision: query.decision ?? null,
    search: query.search,
    sort: { column: query.sort, direction: query.direction },
  };
}

/** The visible rows of `comparison` as the CSV file's text. */
export function comparisonCsv(comparison: Comparison, view: ComparisonView): string {
  return toCsv(
    comparisonHeader(comparison.competencies, comparison.choice_questions),
    visibleCells(comparison, view).map((row) => row.cells),
  );
}
