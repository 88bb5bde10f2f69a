// The edit screen's values (issue #19 item 7): the create form's, filled from the interview, with
// each question's id so the api keeps it; the scorecard is edited on the interview page instead.
import { schemaResolver, type FormErrors } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { z } from 'zod';
import { updateInterviewSchema, type InterviewDetail, type UpdateInterviewInput } from '#contract/interviews';
import { newOptionRow } from './choice-option-values';
import { numberOrDefault, toQuestionInput, type CreateInterviewValues } from './create-interview-values';

export function editValuesOf(interview: InterviewDetail): CreateInterviewValues {
  return {
    title: interview.title,
    description: interview.description ?? '',
    welcome_video_url: interview.welcome_video_url ?? '',
    questions: interview.questions.map((question) => ({
      key: randomId(),
      id: question.id,
      text: question.text,
      response_format: question.response_format,
      time_limit_seconds: question.time_limit_seconds,
      thinking_seconds: question.thinking_seconds,
      max_attempts: question.max_attempts,
      competency_keys: [],
      multiple_choice: question.multiple_choice,
      knockout_action: question.knockout_action,
      options: question.options.map((option) => newOptionRow(option.label, option.knockout)),
      prompt_video_id: question.prompt_video_id,
    })),
    anonymous_review: interview.anonymous_review,
    competencies: [],
    practice_question: interview.practice_question,
    default_deadline_days: interview.default_deadline_days,
    reminder_hours: interview.reminder_hours.map(String),
    decision_due_on: interview.decision_due_on ?? '',
    language: interview.language,
    welcome_prompt_video_id: interview.welcome_prompt_video_id,
  };
}

function toUpdateInput(values: CreateInterviewValues): UpdateInterviewInput {
  return {
    title: values.title,
    description: values.description,
    welcome_video_url: values.welcome_video_url,
    questions: values.questions.map((question) => ({
      ...(question.id ? { id: question.id } : {}),
      ...toQuestionInput(question),
    })),
    practice_question: values.practice_question,
    default_deadline_days: numberOrDefault(values.default_deadline_days),
    reminder_hours: values.reminder_hours.map(Number).toSorted((a, b) => b - a),
    decision_due_on: values.decision_due_on,
    language: values.language ?? undefined,
    ...(values.welcome_prompt_video_id ? { welcome_prompt_video_id: values.welcome_prompt_video_id } : {}),
  };
}

/** The form's values checked by the contract's edit schema; its output is the payload. */
export const updateInterviewFormSchema = z
  .custom<CreateInterviewValues>()
  .transform(toUpdateInput)
  .pipe(updateInterviewSchema);

const resolve = schemaResolver(updateInterviewFormSchema, { sync: true });

/** The schema's first message per field; a complaint about the list shows under the first row. */
export function validateUpdateInterview(values: CreateInterviewValues): FormErrors {
  const { questions: listError, ...errors } = resolve(values);
  return listError && !errors['questions.0.text'] ? { ...errors, 'questions.0.text': listError } : errors;
}
