import {
  createInterviewSchema,
  DEFAULT_REMINDER_HOURS,
  interviewLimits,
  type CreateInterviewInput,
  type KnockoutAction,
  type ResponseFormat,
} from '#contract/interviews';
import type { Locale } from '#contract/locale-tags';
import { schemaResolver, type FormErrors } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { z } from 'zod';
import type { FieldPath } from '@/lib/server-field-errors';
import { toOptionInputs, type OptionRow } from './choice-option-values';
import { indicesOf, toCompetencyInput, type ScorecardValues } from './scorecard-values';

export interface QuestionRow {
  /** React key of the row; never sent. */
  key: string;
  /** The question's id when editing an existing one. */
  id?: string;
  text: string;
  response_format: ResponseFormat;
  /** A NumberInput's value: '' while empty. */
  time_limit_seconds: number | string;
  /** Seconds the question shows before recording starts by itself; 0 none ('' while empty). */
  thinking_seconds: number | string;
  /** Takes allowed, 1 to 5 ('' while empty). */
  max_attempts: number | string;
  /** The keys of the competencies this question evaluates ("Evaluates"). */
  competency_keys: string[];
  /** Issue #37, CHOICE: the candidate may pick several options. */
  multiple_choice: boolean;
  /** CHOICE: what a knockout option does. */
  knockout_action: KnockoutAction;
  /** CHOICE: its options in order; none for another format. */
  options: OptionRow[];
  /** Issue #37 item 3: the recruiter's clip asking the question; null: text only. */
  prompt_video_id: string | null;
}

/** What the create-interview form edits, as typed. */
export interface CreateInterviewValues extends ScorecardValues {
  title: string;
  anonymous_review: boolean;
  description: string;
  welcome_video_url: string;
  questions: QuestionRow[];
  /** Issue #19's candidate settings. */
  practice_question: boolean;
  default_deadline_days: number | string;
  /** The chosen reminder moments, in hours before the deadline, as the select's values. */
  reminder_hours: string[];
  /** YYYY-MM-DD, or '' for none. */
  decision_due_on: string;
  /** The language candidates answer in; null: the workspace's (the server fills it in). */
  language: Locale | null;
  /** Issue #37 item 3: the recruiter's clip the welcome step plays; null: none. */
  welcome_prompt_video_id: string | null;
}

/** docs/product.md §5 and §9: VIDEO, 120 seconds. */
export function newQuestionRow(): QuestionRow {
  return {
    key: randomId(),
    text: '',
    response_format: interviewLimits.defaultResponseFormat,
    time_limit_seconds: interviewLimits.defaultTimeLimitSeconds,
    thinking_seconds: interviewLimits.defaultThinkingSeconds,
    max_attempts: interviewLimits.defaultAttempts,
    competency_keys: [],
    multiple_choice: false,
    knockout_action: interviewLimits.defaultKnockoutAction,
    options: [],
    prompt_video_id: null,
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
    practice_question: true,
    default_deadline_days: interviewLimits.defaultDeadlineDays,
    reminder_hours: DEFAULT_REMINDER_HOURS.map(String),
    decision_due_on: '',
    language: null,
    welcome_prompt_video_id: null,
  };
}

/** A NumberInput's value as the schema takes it: an emptied field is not given (the default applies). */
export function numberOrDefault(value: number | string): number | undefined {
  return value === '' ? undefined : Number(value);
}

/**
 * A question's own fields as the contract takes them. A choice or file question's time limit and
 * thinking time are not asked for (the defaults apply).
 */
export function toQuestionInput(question: QuestionRow) {
  const timed = question.response_format !== 'CHOICE' && question.response_format !== 'FILE';
  return {
    text: question.text,
    response_format: question.response_format,
    // An emptied time limit is no time limit given: the default applies.
    time_limit_seconds: timed ? numberOrDefault(question.time_limit_seconds) : undefined,
    thinking_seconds: timed ? numberOrDefault(question.thinking_seconds) : undefined,
    max_attempts: numberOrDefault(question.max_attempts),
    multiple_choice: question.multiple_choice,
    knockout_action: question.knockout_action,
    options: toOptionInputs(question.options),
    ...(question.prompt_video_id ? { prompt_video_id: question.prompt_video_id } : {}),
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
      ...toQuestionInput(question),
      competency_indices: indicesOf(values.competencies, question.competency_keys),
    })),
    anonymous_review: values.anonymous_review,
    practice_question: values.practice_question,
    default_deadline_days: numberOrDefault(values.default_deadline_days),
    reminder_hours: values.reminder_hours.map(Number).toSorted((a, b) => b - a),
    decision_due_on: values.decision_due_on,
    language: values.language ?? undefined,
    ...(values.welcome_prompt_video_id ? { welcome_prompt_video_id: values.welcome_prompt_video_id } : {}),
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
