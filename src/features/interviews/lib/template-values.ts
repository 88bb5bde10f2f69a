// Issue #37: a template's content as the create form's rows.
import { randomId } from '@mantine/hooks';
import type { InterviewContent, StandaloneQuestion } from '#contract/interviews';
import { newOptionRow } from './choice-option-values';
import {
  initialCreateInterviewValues,
  type CreateInterviewValues,
  type QuestionRow,
} from './create-interview-values';
import type { CompetencyRow } from './scorecard-values';

/** A new form row (no id) holding `question`, evaluating the competencies whose keys are given. */
export function questionRowOf(question: StandaloneQuestion, competencyKeys: string[] = []): QuestionRow {
  return {
    key: randomId(),
    text: question.text,
    response_format: question.response_format,
    time_limit_seconds: question.time_limit_seconds,
    thinking_seconds: question.thinking_seconds,
    max_attempts: question.max_attempts,
    competency_keys: competencyKeys,
    multiple_choice: question.multiple_choice,
    knockout_action: question.knockout_action,
    options: question.options.map((option) => newOptionRow(option.label, option.knockout)),
    prompt_video_id: question.prompt_video_id ?? null,
  };
}

/** The create form filled from an interview template: new rows throughout, the links kept. */
export function valuesFromTemplate(content: InterviewContent): CreateInterviewValues {
  const competencies: CompetencyRow[] = (content.scorecard?.competencies ?? []).map((competency) => ({
    key: randomId(),
    name: competency.name,
    description: competency.description,
    anchors: [...competency.anchors],
  }));
  return {
    ...initialCreateInterviewValues(),
    title: content.title,
    description: content.description ?? '',
    welcome_video_url: content.welcome_video_url ?? '',
    welcome_prompt_video_id: content.welcome_prompt_video_id ?? null,
    questions: content.questions.map((question) =>
      questionRowOf(
        question,
        question.competency_indices.flatMap((index) => competencies[index]?.key ?? []),
      ),
    ),
    anonymous_review: content.anonymous_review,
    competencies,
    practice_question: content.practice_question,
    default_deadline_days: content.default_deadline_days,
    reminder_hours: content.reminder_hours.map(String),
    language: content.language ?? null,
  };
}
