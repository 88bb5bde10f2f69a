// Save as template (issue #37): what an interview is made of, read as the caller (row-level
// security shows it to its workspace's members), in the shape the create form is filled from.
// Left out: where it goes (the workspace), its status and its decision date, which belong to one
// hiring round, not to the interview's design. Its clips (issue #37 item 3) are kept by id: an
// interview started from the template in the same workspace asks them again.
import { interviewContentSchema, type InterviewContent } from '../contract/interviews.ts';
import type { Transaction } from '../db.ts';
import type { Tables } from '../database.types.ts';
import { HttpError } from '../http-error.ts';

type InterviewFields = Pick<
  Tables<'interviews'>,
  | 'title'
  | 'description'
  | 'welcome_video_url'
  | 'anonymous_review'
  | 'language'
  | 'practice_question'
  | 'default_deadline_days'
  | 'reminder_hours'
  | 'welcome_prompt_video_id'
>;

interface QuestionFields extends Pick<
  Tables<'questions'>,
  | 'text'
  | 'response_format'
  | 'time_limit_seconds'
  | 'thinking_seconds'
  | 'max_attempts'
  | 'multiple_choice'
  | 'knockout_action'
  | 'prompt_video_id'
> {
  options: { label: string; knockout: boolean }[];
  /** Positions (1..n) of the competencies it evaluates. */
  competency_positions: number[];
}

/** The interview of `workspaceId` as template content, or undefined when the caller does not see it there. */
export async function readInterviewContent(
  tx: Transaction,
  interviewId: string,
  workspaceId: string,
): Promise<InterviewContent | undefined> {
  const [interview] = await tx<InterviewFields[]>`
    select title, description, welcome_video_url, anonymous_review, language, practice_question,
           default_deadline_days, reminder_hours, welcome_prompt_video_id
    from public.interviews
    where id = ${interviewId} and workspace_id = ${workspaceId}`;
  if (!interview) return undefined;
  const questions = await tx<QuestionFields[]>`
    select q.text, q.response_format, q.time_limit_seconds, q.thinking_seconds, q.max_attempts, q.multiple_choice,
           q.knockout_action, q.prompt_video_id,
           coalesce((select jsonb_agg(jsonb_build_object('label', o.label, 'knockout', o.knockout) order by o.position)
                     from public.question_options o where o.question_id = q.id), '[]'::jsonb) as options,
           array(select c.position from public.question_competencies qc
                 join public.scorecard_competencies c on c.id = qc.competency_id
                 where qc.question_id = q.id order by c.position) as competency_positions
    from public.questions q
    where q.interview_id = ${interviewId}
    order by q.order_number`;
  const competencies = await tx<
    Pick<Tables<'scorecard_competencies'>, 'position' | 'name' | 'description' | 'anchors'>[]
  >`
    select position, name, description, anchors
    from public.scorecard_competencies
    where interview_id = ${interviewId}
    order by position`;
  // Positions need not run 1..n (one removed leaves a gap): links are by index in this list.
  const indexOfPosition = new Map(competencies.map((competency, index) => [competency.position, index]));
  const parsed = interviewContentSchema.safeParse({
    title: interview.title,
    description: interview.description ?? undefined,
    welcome_video_url: interview.welcome_video_url ?? undefined,
    anonymous_review: interview.anonymous_review,
    language: interview.language,
    practice_question: interview.practice_question,
    default_deadline_days: interview.default_deadline_days,
    reminder_hours: interview.reminder_hours,
    welcome_prompt_video_id: interview.welcome_prompt_video_id,
    questions: questions.map(({ competency_positions: positions, ...question }) => ({
      ...question,
      competency_indices: positions.flatMap((position) => indexOfPosition.get(position) ?? []),
    })),
    ...(competencies.length > 0
      ? {
          scorecard: {
            competencies: competencies.map(({ name, description, anchors }) => ({
              name,
              description,
              anchors,
            })),
          },
        }
      : {}),
  });
  // What the database holds passes the same limits; an interview without a question does not.
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid interview');
  return parsed.data;
}
