import type { DraftCompetency, DraftQuestion } from '#contract/interview-drafts';
import { randomId } from '@mantine/hooks';
import {
  newQuestionRow,
  type CreateInterviewValues,
  type QuestionRow,
} from '@/features/interviews/lib/create-interview-values';
import type { CompetencyRow } from '@/features/interviews/lib/scorecard-values';

/** A draft as the review list edits it, with a React key. */
export type Keyed<T> = T & { key: string };

export function keyed<T extends object>(items: T[]): Keyed<T>[] {
  return items.map((item) => ({ ...item, key: randomId() }));
}

/** An accepted question as a new row of the form, with the form's other defaults. */
function questionRowOf({
  text,
  response_format,
  time_limit_seconds,
  thinking_seconds,
}: DraftQuestion): QuestionRow {
  return { ...newQuestionRow(), text, response_format, time_limit_seconds, thinking_seconds };
}

/** An accepted competency as a new row of the form's scorecard. */
export function competencyRowOf({ name, description, anchors }: DraftCompetency): CompetencyRow {
  return { key: randomId(), name, description, anchors: [...anchors] };
}

/**
 * The form's questions after `accepted` are added at the end; the empty row a new form starts
 * with gives way to them rather than staying above them.
 */
export function questionsWith(
  questions: CreateInterviewValues['questions'],
  accepted: DraftQuestion[],
): QuestionRow[] {
  const rows = accepted.map(questionRowOf);
  const [only, ...others] = questions;
  const untouched = only !== undefined && others.length === 0 && only.text.trim() === '';
  return untouched ? rows : [...questions, ...rows];
}
