// The fairness report's arithmetic (issue #20 item 6, Done when): impact ratios matching a
// hand-checked example, with small groups suppressed and left out of the highest rate.
import { describe, expect, it } from 'vitest';
import type { FairnessCategory } from '#contract/fairness';
import { fairnessReport, impactRatios, MIN_GROUP_SIZE } from '#backend/fairness/impact-ratios';

const group = (key: string, applicants: number, selected: number) => ({
  key,
  label: key,
  applicants,
  selected,
});

describe('impact ratios of one category', () => {
  it('matches the hand-checked example', () => {
    expect(MIN_GROUP_SIZE).toBe(5);
    const [a, b, c, d, e] = impactRatios([
      // A: 8 of 20 advanced: rate 8 / 20 = 0.40, the highest reported rate, so ratio 0.40 / 0.40 = 1.
      group('A', 20, 8),
      // B: 3 of 10: rate 0.30; ratio 0.30 / 0.40 = 0.75 < 0.8: flagged.
      group('B', 10, 3),
      // C: 4 of 4 would be rate 1.00, but 4 < 5 applicants: suppressed, and not the baseline
      // (were it, A would be 0.40 / 1.00 = 0.40 and flagged).
      group('C', 4, 4),
      // D: 8 of 25: rate 0.32; ratio 0.32 / 0.40 = 0.80, exactly four fifths: not flagged.
      group('D', 25, 8),
      // E: 0 of 5 (just at the minimum size, so reported): rate 0; ratio 0: flagged.
      group('E', 5, 0),
    ]);
    expect(a).toEqual({
      key: 'A',
      label: 'A',
      suppressed: false,
      applicants: 20,
      selected: 8,
      selection_rate: 0.4,
      impact_ratio: 1,
      flagged: false,
    });
    expect(b).toMatchObject({ suppressed: false, applicants: 10, selected: 3, flagged: true });
    expect(b?.suppressed === false && b.selection_rate).toBeCloseTo(0.3, 10);
    expect(b?.suppressed === false && b.impact_ratio).toBeCloseTo(0.75, 10);
    // No count, rate or ratio of a suppressed group leaves the function.
    expect(c).toEqual({ key: 'C', label: 'C', suppressed: true });
    expect(d).toMatchObject({ suppressed: false, applicants: 25, selected: 8, flagged: false });
    expect(d?.suppressed === false && d.impact_ratio).toBeCloseTo(0.8, 10);
    expect(e).toMatchObject({ suppressed: false, selection_rate: 0, impact_ratio: 0, flagged: true });
  });

  it('has no ratio to compute when no reported group advanced anyone', () => {
    expect(impactRatios([group('A', 6, 0), group('B', 7, 0), group('C', 2, 2)])).toEqual([
      {
        key: 'A',
        label: 'A',
        suppressed: false,
        applicants: 6,
        selected: 0,
        selection_rate: 0,
        impact_ratio: null,
        flagged: false,
      },
      {
        key: 'B',
        label: 'B',
        suppressed: false,
        applicants: 7,
        selected: 0,
        selection_rate: 0,
        impact_ratio: null,
        flagged: false,
      },
      { key: 'C', label: 'C', suppressed: true },
    ]);
  });
});

describe('the report of an interview', () => {
  // Completed invitations per sex x race/ethnicity cell (null: no answer), and how many advanced.
  const report = fairnessReport(
    [
      { sex: 'FEMALE', race_ethnicity: 'WHITE', applicants: 6, selected: 3 },
      { sex: 'FEMALE', race_ethnicity: 'ASIAN', applicants: 4, selected: 2 },
      { sex: 'MALE', race_ethnicity: 'WHITE', applicants: 8, selected: 2 },
      { sex: 'MALE', race_ethnicity: 'PREFER_NOT_TO_SAY', applicants: 2, selected: 1 },
      { sex: 'PREFER_NOT_TO_SAY', race_ethnicity: 'WHITE', applicants: 3, selected: 0 },
      { sex: null, race_ethnicity: null, applicants: 1, selected: 1 },
    ],
    '2026-11-20T09:00:00.000Z',
  );
  const categoryOf = (key: FairnessCategory['key']) => {
    const found = report.categories.find((category) => category.key === key);
    if (!found) throw new Error(`No ${key} category`);
    return found;
  };
  const groupOf = (key: FairnessCategory['key'], groupKey: string) =>
    categoryOf(key).groups.find((g) => g.key === groupKey);

  it('reports by sex: Female 5 of 6 + 4 = 10, Male 2 + 1 = 3 of 8 + 2 = 10, flagged at 0.3 / 0.5 = 0.6', () => {
    expect(categoryOf('sex').groups.map((g) => g.key)).toEqual(['MALE', 'FEMALE']);
    expect(groupOf('sex', 'FEMALE')).toMatchObject({
      applicants: 10,
      selected: 5,
      impact_ratio: 1,
      flagged: false,
    });
    const male = groupOf('sex', 'MALE');
    expect(male).toMatchObject({ applicants: 10, selected: 3, flagged: true });
    expect(male?.suppressed === false && male.impact_ratio).toBeCloseTo(0.6, 10);
    // Unknown sex: 3 (prefer not to say) + 1 (no answer) = 4 < 5: suppressed.
    expect(categoryOf('sex').unknown).toEqual({
      key: 'UNKNOWN',
      label: 'Prefer not to say or not answered',
      suppressed: true,
    });
  });

  it('reports by race/ethnicity: White 6 + 8 + 3 = 17 with 3 + 2 + 0 = 5 advanced, every other group suppressed', () => {
    const groups = categoryOf('race_ethnicity').groups;
    expect(groups).toHaveLength(7);
    expect(groupOf('race_ethnicity', 'WHITE')).toMatchObject({
      applicants: 17,
      selected: 5,
      impact_ratio: 1,
      flagged: false,
    });
    expect(groups.filter((g) => g.suppressed).map((g) => g.key)).toEqual([
      'HISPANIC_OR_LATINO',
      'BLACK_OR_AFRICAN_AMERICAN',
      'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
      'ASIAN',
      'NATIVE_AMERICAN_OR_ALASKA_NATIVE',
      'TWO_OR_MORE_RACES',
    ]);
    // Unknown race/ethnicity: 2 + 1 = 3 < 5: suppressed.
    expect(categoryOf('race_ethnicity').unknown.suppressed).toBe(true);
  });

  it('reports the intersections: Male White 2 / 8 = 0.25 against Female White 3 / 6 = 0.5, ratio 0.5, flagged', () => {
    expect(categoryOf('intersectional').groups).toHaveLength(14);
    expect(groupOf('intersectional', 'FEMALE:WHITE')).toMatchObject({
      label: 'Female, White',
      applicants: 6,
      selected: 3,
      impact_ratio: 1,
      flagged: false,
    });
    expect(groupOf('intersectional', 'MALE:WHITE')).toMatchObject({
      applicants: 8,
      selected: 2,
      impact_ratio: 0.5,
      flagged: true,
    });
    expect(groupOf('intersectional', 'FEMALE:ASIAN')).toEqual({
      key: 'FEMALE:ASIAN',
      label: 'Female, Asian',
      suppressed: true,
    });
    // Unknown in either: 2 + 3 + 1 = 6 applicants, 1 + 0 + 1 = 2 advanced: counted, never compared.
    const unknown = categoryOf('intersectional').unknown;
    expect(unknown).toMatchObject({
      suppressed: false,
      applicants: 6,
      selected: 2,
      impact_ratio: null,
      flagged: false,
    });
    expect(unknown.suppressed === false && unknown.selection_rate).toBeCloseTo(1 / 3, 10);
  });
});
