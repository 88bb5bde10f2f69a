// PUT /api/interviews/:id (issue #19 item 7): the interview's fields and its questions in one
// transaction as the caller. Kept questions are updated only where they differ, removed ones
// deleted, new ones added, all in the order given. Once a candidate has answered, the database's
// freeze trigger refuses any change to the questions' text, format or order, and the removal or
// addition of one (55000, interviewLifecycleMessages.questionsFrozen: 409); the transaction then
// writes nothing. A CHOICE question's options (issue #37) are left alone when the list is the
// same and replaced when it changed; the database freezes them, as the questions, once answered.
import { errorCodes } from '../contract/errors.ts';
import { interviewLifecycleMessages, type UpdateInterview } from '../contract/interviews.ts';
import type { Tables } from '../database.types.ts';
import type { Transaction } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { requireInterviewManager } from '../workspaces/workspace-access.ts';
import { interviewNotFound } from './interview-not-found.ts';
import { checkPromptVideoLinks } from './prompt-video-links.ts';
import {
  insertQuestionOptions,
  OPTIONS_OF_Q_SQL,
  sameOptions,
  type OptionInput,
} from './question-options.ts';

type QuestionRow = Pick<
  Tables<'questions'>,
  | 'id'
  | 'order_number'
  | 'text'
  | 'response_format'
  | 'time_limit_seconds'
  | 'thinking_seconds'
  | 'max_attempts'
  | 'multiple_choice'
  | 'knockout_action'
  | 'prompt_video_id'
> & { options: OptionInput[] };

/** Order numbers are unique per interview: moved questions step aside here before taking their places. */
const ASIDE = 100_000;

export async function updateInterview(
  tx: Transaction,
  id: string,
  input: UpdateInterview,
): Promise<{ id: string }> {
  await requireInterviewManager(tx, id, interviewNotFound);
  const [interview] = await tx<{ status: Tables<'interviews'>['status'] }[]>`
    select status from public.interviews where id = ${id} for update`;
  if (!interview) throw interviewNotFound();
  if (interview.status === 'ARCHIVED')
    throw new HttpError(409, interviewLifecycleMessages.archivedNotEditable);

  const existing = await tx<QuestionRow[]>`
    select q.id, q.order_number, q.text, q.response_format, q.time_limit_seconds, q.thinking_seconds,
           q.max_attempts, q.multiple_choice, q.knockout_action, ${tx.unsafe(OPTIONS_OF_Q_SQL)} as options,
           q.prompt_video_id
    from public.questions q where q.interview_id = ${id}`;
  const byId = new Map(existing.map((question) => [question.id, question]));
  input.questions.forEach((question, index) => {
    if (question.id !== undefined && !byId.has(question.id)) {
      const field = `questions.${index}.id`;
      throw new HttpError(400, interviewLifecycleMessages.notItsQuestion, {
        code: errorCodes.invalidInput,
        fields: { [field]: interviewLifecycleMessages.notItsQuestion },
      });
    }
  });

  await checkPromptVideoLinks(tx, id, input);
  await tx`
    update public.interviews
    set title = ${input.title}, description = ${input.description ?? null},
        welcome_video_url = ${input.welcome_video_url ?? null},
        practice_question = ${input.practice_question}, default_deadline_days = ${input.default_deadline_days},
        reminder_hours = ${input.reminder_hours}, decision_due_on = ${input.decision_due_on ?? null},
        language = coalesce(${input.language ?? null}::public.locale, language),
        welcome_prompt_video_id = ${input.welcome_prompt_video_id ?? null}
    where id = ${id}`;

  const kept = new Set(input.questions.flatMap((question) => (question.id ? [question.id] : [])));
  const removed = existing.filter((question) => !kept.has(question.id)).map((question) => question.id);
  if (removed.length > 0) await tx`delete from public.questions where id = any(${removed}::uuid[])`;

  const moved = input.questions.filter(
    (question, index) => question.id !== undefined && byId.get(question.id)?.order_number !== index + 1,
  );
  for (const question of moved) {
    await tx`update public.questions set order_number = order_number + ${ASIDE} where id = ${question.id ?? ''}`;
  }
  for (const [index, question] of input.questions.entries()) {
    const order = index + 1;
    const before = question.id === undefined ? undefined : byId.get(question.id);
    if (!before) {
      const [added] = await tx<{ id: string }[]>`
        insert into public.questions (interview_id, order_number, text, response_format, time_limit_seconds,
                                      thinking_seconds, max_attempts, multiple_choice, knockout_action,
                                      prompt_video_id)
        values (${id}, ${order}, ${question.text}, ${question.response_format}, ${question.time_limit_seconds},
                ${question.thinking_seconds}, ${question.max_attempts}, ${question.multiple_choice},
                ${question.knockout_action}, ${question.prompt_video_id ?? null})
        returning id`;
      if (!added) throw new Error('insert … returning gave no question row');
      await insertQuestionOptions(tx, [{ questionId: added.id, options: question.options }]);
      continue;
    }
    const unchanged =
      before.order_number === order &&
      before.text === question.text &&
      before.response_format === question.response_format &&
      before.time_limit_seconds === question.time_limit_seconds &&
      before.thinking_seconds === question.thinking_seconds &&
      before.max_attempts === question.max_attempts &&
      before.multiple_choice === question.multiple_choice &&
      before.knockout_action === question.knockout_action &&
      before.prompt_video_id === (question.prompt_video_id ?? null);
    if (!unchanged) {
      await tx`
        update public.questions
        set order_number = ${order}, text = ${question.text}, response_format = ${question.response_format},
            time_limit_seconds = ${question.time_limit_seconds}, thinking_seconds = ${question.thinking_seconds},
            max_attempts = ${question.max_attempts}, multiple_choice = ${question.multiple_choice},
            knockout_action = ${question.knockout_action}, prompt_video_id = ${question.prompt_video_id ?? null}
        where id = ${before.id}`;
    }
    if (!sameOptions(before.options, question.options)) {
      await tx`delete from public.question_options where question_id = ${before.id}`;
      await insertQuestionOptions(tx, [{ questionId: before.id, options: question.options }]);
    }
  }
  return { id };
}
