// The comparison table as CSV (csv.ts): the client writes exactly the cells it shows.
import type { Comparison, ComparisonRow } from './comparison.ts';

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

const decisionLabels = { ADVANCE: 'Advance', HOLD: 'Hold', REJECT: 'Reject' } as const;
const statusLabels = {
  PENDING: 'Pending',
  STARTED: 'Started',
  COMPLETED: 'Completed',
  REVIEWED: 'Reviewed',
  CANCELLED: 'Cancelled',
} as const;

/** The table's column headers, in order: the CSV has exactly these. */
export function comparisonHeader(competencies: Comparison['competencies']): string[] {
  return [
    'Candidate',
    'Status',
    'Completed',
    ...competencies.map((c) => c.name),
    'Overall',
    'Raters',
    AI_SCORE_HEADER,
    'Decision',
  ];
}

/** A row's cells as the table shows them, in the header's order. */
export function comparisonCells(competencies: Comparison['competencies'], row: ComparisonRow): string[] {
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
  ];
}
