// The comparison CSV: RFC 4180 quoting, the formula-injection guard, and the same columns and
// cells as the table.
import { describe, expect, it } from 'vitest';
import {
  comparisonCells,
  comparisonFileName,
  comparisonHeader,
  RATINGS_HIDDEN_TEXT,
} from '#contract/comparison-csv';
import { toCsv } from '#contract/csv';
import type { ComparisonRow } from '#contract/comparison';

const solving = '00000000-0000-4000-8000-000000000001';
const talking = '00000000-0000-4000-8000-000000000002';
const competencies = [
  { id: solving, name: 'Problem solving', position: 1 },
  { id: talking, name: 'Communication', position: 2 },
];
const row: ComparisonRow = {
  invitation_id: '00000000-0000-4000-8000-000000000010',
  candidate_number: 3,
  label: 'Ada Lovelace',
  status: 'REVIEWED',
  completed_at: '2026-11-20T10:00:00+00:00',
  ratings_hidden: false,
  means: { [solving]: 4.33, [talking]: null },
  overall_mean: 3.5,
  rater_count: 3,
  ai_score: 72,
  decision: {
    decision: 'ADVANCE',
    reason: 'Strong',
    decided_by: 'Olive',
    decided_at: '2026-11-21T10:00:00+00:00',
  },
  choices: {},
  knocked_out: false,
  knocked_out_at: null,
};

describe('toCsv', () => {
  it('quotes fields holding a comma, a quote, CR or LF, doubles quotes, and ends lines with CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          ['line\nbreak', 'cr\rhere'],
          ['plain', ''],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n"line\nbreak","cr\rhere"\r\nplain,\r\n');
  });

  it('puts an apostrophe before a cell a spreadsheet would read as a formula', () => {
    expect(toCsv(['h'], [['=1+1'], ['+SUM(A1)'], ['-2'], ['@cmd'], ['\tx'], ['\rx'], ['a=b']])).toBe(
      "h\r\n'=1+1\r\n'+SUM(A1)\r\n'-2\r\n'@cmd\r\n'\tx\r\n\"'\rx\"\r\na=b\r\n",
    );
  });
});

describe('comparison cells', () => {
  it('has one cell per column, in the header order, as the table shows them', () => {
    const header = comparisonHeader(competencies);
    expect(header).toEqual([
      'Candidate',
      'Status',
      'Completed',
      'Problem solving',
      'Communication',
      'Overall',
      'Raters',
      'AI score (assistant)',
      'Decision',
    ]);
    expect(comparisonCells(competencies, row)).toEqual([
      'Ada Lovelace',
      'Reviewed',
      '2026-11-20',
      '4.33',
      '—',
      '3.50',
      '3',
      '72',
      'Advance',
    ]);
  });

  it('shows the hidden text in every mean while the caller has not submitted', () => {
    const cells = comparisonCells(competencies, {
      ...row,
      ratings_hidden: true,
      means: {},
      overall_mean: null,
      decision: null,
      ai_score: null,
    });
    expect(cells.slice(3, 6)).toEqual([RATINGS_HIDDEN_TEXT, RATINGS_HIDDEN_TEXT, RATINGS_HIDDEN_TEXT]);
    expect(cells.slice(7)).toEqual(['—', '—']);
  });
});

describe('comparisonFileName', () => {
  it('slugs the title', () => {
    expect(comparisonFileName('Senior Frontend Engineer (Berlin)')).toBe(
      'comparison-senior-frontend-engineer-berlin.csv',
    );
    expect(comparisonFileName('Café — Barista')).toBe('comparison-cafe-barista.csv');
    expect(comparisonFileName('***')).toBe('comparison.csv');
  });
});

describe('comparison choice columns (issue #37)', () => {
  const where = '00000000-0000-4000-8000-000000000021';
  const eligible = '00000000-0000-4000-8000-000000000022';
  const choiceQuestions = [
    { id: where, order_number: 2, text: 'Where?', has_knockout: false },
    { id: eligible, order_number: 3, text: 'Allowed?', has_knockout: true },
  ];

  it('adds a Knockout column and one per choice question after the others, with the picked labels', () => {
    expect(comparisonHeader(competencies, choiceQuestions).slice(9)).toEqual([
      'Knockout',
      'Q2. Where?',
      'Q3. Allowed?',
    ]);
    const knockedOut = { ...row, choices: { [where]: ['Berlin', 'Remote'] }, knocked_out: true };
    expect(comparisonCells(competencies, knockedOut, choiceQuestions).slice(9)).toEqual([
      'Yes',
      'Berlin; Remote',
      '—',
    ]);
    expect(comparisonCells(competencies, row, choiceQuestions).slice(9)).toEqual(['', '—', '—']);
  });

  it('has no Knockout column when no choice question knocks out, and none at all without choices', () => {
    expect(comparisonHeader(competencies, choiceQuestions.slice(0, 1)).slice(9)).toEqual(['Q2. Where?']);
    expect(comparisonHeader(competencies, [])).toHaveLength(9);
    expect(comparisonCells(competencies, row, [])).toHaveLength(9);
  });
});
