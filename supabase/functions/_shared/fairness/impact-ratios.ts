// The arithmetic of the fairness report (issue #20 item 6), as NYC Local Law 144's bias audits do
// it (6 RCNY § 5-301): per group, the selection rate is selected / applicants, and the impact ratio
// is that rate over the highest rate among the groups; a ratio under four fifths is flagged (the
// four-fifths rule of the Uniform Guidelines, 29 CFR § 1607.4(D)). Fed by counts only, taken once
// when the interview first closed (private.fairness_counts), never by a candidate's row.
import {
  RACE_ETHNICITY_LABELS,
  SEX_LABELS,
  type FairnessCategory,
  type FairnessGroup,
  type FairnessReport,
  type RaceEthnicity,
  type Sex,
} from '../contract/fairness.ts';

/**
 * A group with fewer applicants is not reported: its counts could point at the few people in it,
 * and its rate says little. It is left out of the highest rate too.
 */
export const MIN_GROUP_SIZE = 5;
const FOUR_FIFTHS = 0.8;

export interface GroupCount {
  key: string;
  label: string;
  applicants: number;
  selected: number;
}

/** One sex x race/ethnicity cell of private.fairness_counts; null for a candidate who gave no answer. */
export interface FairnessCell {
  sex: Sex | null;
  race_ethnicity: RaceEthnicity | null;
  applicants: number;
  selected: number;
}

/** Only for reported groups, which have at least MIN_GROUP_SIZE applicants. */
const rateOf = (group: GroupCount) => group.selected / group.applicants;

/**
 * A group's numbers; against `best` (the reported group with the highest rate), its impact ratio
 * and flag. The flag compares the counts in whole numbers (a/b < 4/5 · c/d as 5ad < 4bc), so a
 * ratio of exactly four fifths is never flagged by a rounding error.
 */
function reported(group: GroupCount, best: GroupCount | null): FairnessGroup {
  const comparable = best !== null && best.selected > 0;
  return {
    key: group.key,
    label: group.label,
    suppressed: false,
    applicants: group.applicants,
    selected: group.selected,
    selection_rate: rateOf(group),
    impact_ratio: comparable ? rateOf(group) / rateOf(best) : null,
    flagged: comparable && 5 * group.selected * best.applicants < 4 * best.selected * group.applicants,
  };
}

const suppressed = (group: GroupCount) => group.applicants < MIN_GROUP_SIZE;

/**
 * The groups of one category with their rates and impact ratios. Suppressed groups carry no
 * numbers and do not set the highest rate; when no reported group selected anyone, there is no
 * ratio to compute.
 */
export function impactRatios(groups: GroupCount[]): FairnessGroup[] {
  const best = groups
    .filter((group) => !suppressed(group))
    .reduce<GroupCount | null>(
      (top, group) => (top === null || rateOf(group) > rateOf(top) ? group : top),
      null,
    );
  return groups.map((group) =>
    suppressed(group) ? { key: group.key, label: group.label, suppressed: true } : reported(group, best),
  );
}

/** "Prefer not to say" and no answer: counted (unless too few), never compared. */
function unknownGroup(count: GroupCount): FairnessGroup {
  return suppressed(count) ? { key: count.key, label: count.label, suppressed: true } : reported(count, null);
}

function total(key: string, label: string, cells: FairnessCell[]): GroupCount {
  return {
    key,
    label,
    applicants: cells.reduce((sum, cell) => sum + cell.applicants, 0),
    selected: cells.reduce((sum, cell) => sum + cell.selected, 0),
  };
}

const UNKNOWN_LABEL = 'Prefer not to say or not answered';
const known = <T extends string>(value: T | null): value is Exclude<T, 'PREFER_NOT_TO_SAY'> =>
  value !== null && value !== 'PREFER_NOT_TO_SAY';
const namedKeys = <T extends string>(labels: Record<T, string>) =>
  (Object.keys(labels) as T[]).filter((key): key is Exclude<T, 'PREFER_NOT_TO_SAY'> => known(key));

function category(
  key: FairnessCategory['key'],
  label: string,
  groups: GroupCount[],
  unknown: GroupCount,
): FairnessCategory {
  return { key, label, groups: impactRatios(groups), unknown: unknownGroup(unknown) };
}

/** The report of an interview that has not closed yet: there is none to read. */
export function pendingFairnessReport(): FairnessReport {
  return { frozen_at: null, min_group_size: MIN_GROUP_SIZE, threshold: FOUR_FIFTHS, categories: [] };
}

/** The report of one interview, taken at `frozenAt`: by sex, by race/ethnicity, and by the two together. */
export function fairnessReport(cells: FairnessCell[], frozenAt: string): FairnessReport {
  const sexes = namedKeys(SEX_LABELS);
  const races = namedKeys(RACE_ETHNICITY_LABELS);
  const bySex = sexes.map((sex) =>
    total(
      sex,
      SEX_LABELS[sex],
      cells.filter((cell) => cell.sex === sex),
    ),
  );
  const byRace = races.map((race) =>
    total(
      race,
      RACE_ETHNICITY_LABELS[race],
      cells.filter((cell) => cell.race_ethnicity === race),
    ),
  );
  const byBoth = sexes.flatMap((sex) =>
    races.map((race) =>
      total(
        `${sex}:${race}`,
        `${SEX_LABELS[sex]}, ${RACE_ETHNICITY_LABELS[race]}`,
        cells.filter((cell) => cell.sex === sex && cell.race_ethnicity === race),
      ),
    ),
  );
  return {
    frozen_at: frozenAt,
    min_group_size: MIN_GROUP_SIZE,
    threshold: FOUR_FIFTHS,
    categories: [
      category(
        'sex',
        'Sex',
        bySex,
        total(
          'UNKNOWN',
          UNKNOWN_LABEL,
          cells.filter((c) => !known(c.sex)),
        ),
      ),
      category(
        'race_ethnicity',
        'Race/ethnicity',
        byRace,
        total(
          'UNKNOWN',
          UNKNOWN_LABEL,
          cells.filter((c) => !known(c.race_ethnicity)),
        ),
      ),
      category(
        'intersectional',
        'Sex and race/ethnicity',
        byBoth,
        total(
          'UNKNOWN',
          UNKNOWN_LABEL,
          cells.filter((c) => !known(c.sex) || !known(c.race_ethnicity)),
        ),
      ),
    ],
  };
}
