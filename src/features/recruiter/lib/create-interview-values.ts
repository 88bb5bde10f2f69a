import {
  createInterviewSchema,
  interviewLimits,
  type CreateInterviewInput,
  type ResponseFormat,
} from '@contract/interviews';
import { schemaResolver, type FormErrors } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { z } from 'zod';
import type { FieldPath } from '@/lib/server-field-errors';
import { indicesOf, toCompetencyInput, type ScorecardValues } from './scorecard-values';

export interface QuestionRow {
  /** React key of the row; never sent. */
  key: string;
  text: string;
  response_format: ResponseFormat;
  /** A NumberInput's value: '' while empty. */
  time_limit_seconds: number | string;
  /** The keys of the competencies this question evaluates ("Evaluates"). */
  competency_keys: string[];
}

/** What the create-interview form edits, as typed. */
export interface CreateInterviewValues extends ScorecardValues {
  title: string;
  anonymous_review: boolean;
  description: string;
  welcome_video_url: string;
  questions: QuestionRow[];
}

/** docs/product.md §5 and §9: VIDEO, 120 seconds. */
export function newQuestionRow(): QuestionRow {
  return {
    key: randomId(),
    text: '',
    response_format: interviewLimits.defaultResponseFormat,
    time_limit_seconds: interviewLimits.defaultTimeLimitSeconds,
    competency_keys: [],
  };
}

export function initialCreateInterviewValues(): CreateInterviewValues {
  return {
    title: '',
    description: '',
    welcome_video_url: '',
    questions: [newQuestionRow()],
    anonymous_review: false,
    competencies: [],
  };
}

/**
 * The form's values as the contract's create-interview schema takes them; the schema itself
 * trims, drops blank questions, omits empty optional fields and applies the defaults (docs/product.md §5).
 * Row i of the form stays question i, so error paths are form paths.
 */
function toCreateInterviewInput(values: CreateInterviewValues): CreateInterviewInput {
  return {
    title: values.title,
    description: values.description,
    welcome_video_url: values.welcome_video_url,
    questions: values.questions.map((question) => ({
      text: question.text,
      response_format: question.response_format,
      // An emptied time limit is no time limit given: the default applies.
      time_limit_seconds:
        question.time_limit_seconds === '' ? undefined : Number(question.time_limit_seconds),
      competency_indices: indicesOf(values.competencies, question.competency_keys),
    })),
    anonymous_review: values.anonymous_review,
    // No competency is no scorecard; the builder's rows are competencies i of the payload.
    ...(values.competencies.length > 0
      ? { scorecard: { competencies: values.competencies.map(toCompetencyInput) } }
      : {}),
  };
}

/** The form's values checked by the contract's create-interview schema; its output is the payload. */
export const createInterviewFormSchema = z
  .custom<CreateInterviewValues>()
  .transform(toCreateInterviewInput)
  .pipe(createInterviewSchema);

const QUESTION_LIST = 'questions';
const FIRST_QUESTION_TEXT = 'questions.0.text';

/** A complaint about the question list as a whole (none left) shows under the first row's text. */
function toFormPath(path: FieldPath): string {
  if (path.length === 1 && path[0] === QUESTION_LIST) return FIRST_QUESTION_TEXT;
  return scorecardFormPath(path.join('.'));
}

/** The payload's scorecard paths as the form's: its competencies, and the questions' chosen keys. */
function scorecardFormPath(path: string): string {
  return path
    .replace(/^scorecard\.competencies/, 'competencies')
    .replace(/\.competency_indices$/, '.competency_keys');
}

const resolveWithSchema = schemaResolver(createInterviewFormSchema, { sync: true });

/** The form's validator: the schema's first message per field, at the field's form path. */
export function validateCreateInterview(values: CreateInterviewValues): FormErrors {
  const { [QUESTION_LIST]: listError, ...raw } = resolveWithSchema(values);
  const errors = Object.fromEntries(
    Object.entries(raw).map(([path, message]) => [scorecardFormPath(path), message]),
  );
  return listError && !errors[FIRST_QUESTION_TEXT] ? { ...errors, [FIRST_QUESTION_TEXT]: listError } : errors;
}

/**
 * The api answers a 400 about the payload, whose question i is the i-th non-blank row of the
 * form: this maps its `fields` paths back to form paths.
 */
export function payloadToFormPath(values: CreateInterviewValues): (path: FieldPath) => string {
  const rows = values.questions.flatMap((question, row) => (question.text.trim() === '' ? [] : [row]));
  return (path) => {
    const [head, index, ...rest] = path;
    if (head === QUESTION_LIST && typeof index === 'number') {
      return toFormPath([QUESTION_LIST, rows[index] ?? index, ...rest]);
    }
    return toFormPath(path);
  };
}
