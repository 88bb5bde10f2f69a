import {
  createInterviewSchema,
  interviewLimits,
  type CreateInterview,
  type CreateInterviewInput,
  type ResponseFormat,
} from '@contract/interviews';
import type { FormErrors } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { toFormErrors } from '@/features/recruiter/components/form-errors';

export interface QuestionRow {
  /** React key of the row; never sent. */
  key: string;
  text: string;
  response_format: ResponseFormat;
  /** A NumberInput's value: '' while empty. */
  time_limit_seconds: number | string;
}

/** What the create-interview form edits, as typed. */
export interface CreateInterviewValues {
  title: string;
  description: string;
  welcome_video_url: string;
  questions: QuestionRow[];
}

/** Spec §5 and §9: VIDEO, 120 seconds. */
export function newQuestionRow(): QuestionRow {
  return {
    key: randomId(),
    text: '',
    response_format: interviewLimits.defaultResponseFormat,
    time_limit_seconds: interviewLimits.defaultTimeLimitSeconds,
  };
}

export function initialCreateInterviewValues(): CreateInterviewValues {
  return { title: '', description: '', welcome_video_url: '', questions: [newQuestionRow()] };
}

/**
 * The form's values as the contract's create-interview schema takes them; the schema itself
 * trims, drops blank questions, omits empty optional fields and applies the defaults (spec §5).
 * Row i of the form stays question i, so error paths are form paths.
 */
export function toCreateInterviewInput(values: CreateInterviewValues): CreateInterviewInput {
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
    })),
  };
}

/** A complaint about the question list as a whole (none left) shows under the first row's text. */
export function toFormPath(path: readonly PropertyKey[]): string {
  if (path.length === 1 && path[0] === 'questions') return 'questions.0.text';
  return path.map(String).join('.');
}

/**
 * The api answers a 400 about the payload, whose question i is the i-th non-blank row of the
 * form: this maps its `fields` paths back to form paths.
 */
export function payloadToFormPath(values: CreateInterviewValues): (path: readonly PropertyKey[]) => string {
  const rows = values.questions.flatMap((question, row) => (question.text.trim() === '' ? [] : [row]));
  return (path) => {
    const [head, index, ...rest] = path;
    if (head === 'questions' && typeof index === 'number') {
      return toFormPath(['questions', rows[index] ?? index, ...rest]);
    }
    return toFormPath(path);
  };
}

export type CreateInterviewCheck = { ok: true; payload: CreateInterview } | { ok: false; errors: FormErrors };

/** Validates the form with the contract's schema; on success, the payload to send. */
export function checkCreateInterview(values: CreateInterviewValues): CreateInterviewCheck {
  const result = createInterviewSchema.safeParse(toCreateInterviewInput(values));
  if (result.success) return { ok: true, payload: result.data };
  return { ok: false, errors: toFormErrors(result.error.issues, toFormPath) };
}
