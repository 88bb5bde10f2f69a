import { describe, expect, it } from 'vitest';
import type { Scorecard } from '#contract/scorecards';
import { linksByOrder, rowsFromScorecard } from '../../src/features/interviews/lib/scorecard-values.ts';

const anchors = ['1', '2', '3', '4', '5'];
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const source: Scorecard = {
  competencies: [
    { id: id(1), position: 1, name: 'Talk', description: '', anchors },
    { id: id(2), position: 2, name: 'Code', description: '', anchors },
  ],
  questions: [
    { question_id: id(7), order_number: 1, competency_ids: [id(2)] },
    { question_id: id(8), order_number: 2, competency_ids: [id(1), id(2)] },
  ],
};

describe('copying a scorecard from another interview', () => {
  it('makes new competencies (no ids) and links the questions by order when the counts match', () => {
    const rows = rowsFromScorecard(source, false);
    expect(rows.map((row) => [row.id, row.name])).toEqual([
      [undefined, 'Talk'],
      [undefined, 'Code'],
    ]);
    expect(rows.map((row) => row.key)).not.toContain(id(1));
    const [talk, code] = rows.map((row) => row.key);
    expect(linksByOrder(source, rows, 2)).toEqual([[code], [talk, code]]);
  });

  it('links nothing when the two interviews have different numbers of questions', () => {
    const rows = rowsFromScorecard(source, false);
    expect(linksByOrder(source, rows, 3)).toEqual([[], [], []]);
  });

  it('keeps the ids of a scorecard being edited, so its ratings stay', () => {
    expect(rowsFromScorecard(source, true).map((row) => [row.key, row.id])).toEqual([
      [id(1), id(1)],
      [id(2), id(2)],
    ]);
  });
});
