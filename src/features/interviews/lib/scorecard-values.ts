import type { ScorecardTemplate } from '#contract/scorecard-templates';
import { scorecardLimits, type CompetencyInput, type Scorecard } from '#contract/scorecards';
import { randomId } from '@mantine/hooks';

/** A competency as the scorecard builder edits it. */
export interface CompetencyRow {
  /** React key, and what the questions' "Evaluates" choices refer to; never sent. */
  key: string;
  /** Set for a competency already saved: sent back so it keeps its ratings. */
  id?: string;
  name: string;
  description: string;
  anchors: string[];
}

/** What a form with a scorecard builder holds. */
export interface ScorecardValues {
  competencies: CompetencyRow[];
}

export function newCompetencyRow(): CompetencyRow {
  return {
    key: randomId(),
    name: '',
    description: '',
    anchors: Array.from({ length: scorecardLimits.levels }, () => ''),
  };
}

/** New rows (no ids) with a template's competencies. */
export function rowsFromTemplate(template: ScorecardTemplate): CompetencyRow[] {
  return template.competencies.map((competency) => ({
    key: randomId(),
    name: competency.name,
    description: competency.description,
    anchors: [...competency.anchors],
  }));
}

/** Rows of a saved scorecard; `keepIds` for editing it, without for copying it. */
export function rowsFromScorecard(scorecard: Scorecard, keepIds: boolean): CompetencyRow[] {
  return scorecard.competencies.map((competency) => ({
    key: keepIds ? competency.id : randomId(),
    ...(keepIds ? { id: competency.id } : {}),
    name: competency.name,
    description: competency.description,
    anchors: [...competency.anchors],
  }));
}

export function toCompetencyInput(row: CompetencyRow): CompetencyInput {
  return {
    ...(row.id ? { id: row.id } : {}),
    name: row.name,
    description: row.description,
    anchors: row.anchors,
  };
}

/** The indices in `rows` of the competencies whose keys are chosen (a removed one is skipped). */
export function indicesOf(rows: CompetencyRow[], keys: string[]): number[] {
  return keys.flatMap((key) => {
    const index = rows.findIndex((row) => row.key === key);
    return index === -1 ? [] : [index];
  });
}

/**
 * A copied scorecard's links, as keys of the new rows, by question order: only when the two
 * interviews have as many questions (else nothing is linked: which question matches is a guess).
 */
export function linksByOrder(scorecard: Scorecard, rows: CompetencyRow[], questionCount: number): string[][] {
  const sameShape = scorecard.questions.length === questionCount;
  const keyOf = new Map(scorecard.competencies.map((competency, index) => [competency.id, rows[index]?.key]));
  return Array.from({ length: questionCount }, (_, index) =>
    sameShape
      ? (scorecard.questions[index]?.competency_ids ?? []).flatMap((id) => {
          const key = keyOf.get(id);
          return key ? [key] : [];
        })
      : [],
  );
}
