import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InterviewDetail } from '#contract/interviews';
import { scorecardInputSchema, type Scorecard, type ScorecardInput } from '#contract/scorecards';
import { schemaResolver, type FormErrors } from '@mantine/form';
import { z } from 'zod';
import { indicesOf, rowsFromScorecard, toCompetencyInput, type ScorecardValues } from './scorecard-values';

/** What "Edit scorecard" edits: the competencies, and per question the keys it evaluates. */
export interface ScorecardEditValues extends ScorecardValues {
  questions: { question_id: string; label: string; competency_keys: string[] }[];
}

/**
 * The saved scorecard as the form's values: saved competencies keep their ids as keys; each
 * question's label in the reader's language (`i18n`).
 */
export function scorecardEditValues(
  i18n: I18n,
  interview: InterviewDetail,
  scorecard: Scorecard,
): ScorecardEditValues {
  const linked = new Map(
    scorecard.questions.map((question) => [question.question_id, question.competency_ids]),
  );
  return {
    competencies: rowsFromScorecard(scorecard, true),
    questions: interview.questions.map(({ id, order_number: number, text }) => ({
      question_id: id,
      label: i18n._(msg`Question ${number}: ${text}`),
      competency_keys: linked.get(id) ?? [],
    })),
  };
}

function toScorecardInput(values: ScorecardEditValues): ScorecardInput {
  return {
    competencies: values.competencies.map(toCompetencyInput),
    links: values.questions.map((question) => ({
      question_id: question.question_id,
      competency_indices: indicesOf(values.competencies, question.competency_keys),
    })),
  };
}

/** The form's values checked by the contract's schema; its output is the PUT's body. */
export const scorecardEditSchema = z
  .custom<ScorecardEditValues>()
  .transform(toScorecardInput)
  .pipe(scorecardInputSchema);

/** The api's and the schema's paths as the form's: links i are questions i. */
export function scorecardEditFormPath(path: string): string {
  return path.replace(/^links\.(\d+)\.competency_indices$/, 'questions.$1.competency_keys');
}

const resolve = schemaResolver(scorecardEditSchema, { sync: true });

export function validateScorecardEdit(values: ScorecardEditValues): FormErrors {
  return Object.fromEntries(
    Object.entries(resolve(values)).map(([path, message]) => [scorecardEditFormPath(path), message]),
  );
}
