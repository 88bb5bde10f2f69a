// PUT /api/interviews/:id (issue #19 item 7): the interview's fields and its questions in one
// transaction as the caller. Kept questions are updated only where they differ, removed ones
// deleted, new ones added, all in the order given. Once a candidate has answered, the database's
// freeze trigger refuses any change to the questions' text, format or order, and the removal or
// addition of one (55000, interviewLifecycleMessages.questionsFrozen: 409); the transaction then
// writes nothing.
import { errorCodes } from '../contract/errors.ts';
import { interviewLifecycleMessages, type UpdateInterview } from '../contract/interviews.ts';
import type { Tables } from '../database.types.ts';
import type { Transaction } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { requireInterviewManager } from '../workspaces/workspace-access.ts';
import { interviewNotFound } from './interview-not-found.ts';

type QuestionRow = Pick<
  Tables<'questions'>,
  | 'id'
  | 'order_number'
  | 'text'
  | 'response_format'
  | 'time_limit_seconds'
  | 'thinking_seconds'
  | 'max_attempts'
>;

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
    select id, order_number, text, response_format, time_limit_seconds, thinking_seconds, max_attempts
    from public.questions where interview_id = ${id}`;
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

  await tx`
    update public.interviews
    set title = ${input.title}, description = ${input.description ?? null},
        welcome_video_url = ${input.welcome_video_url ?? null},
        practice_question = ${input.practice_question}, default_deadline_days = ${input.default_deadline_days},
        reminder_hours = ${input.reminder_hours}, decision_due_on = ${input.decision_due_on ?? null},
        language = coalesce(${input.language ?? null}::public.locale, language)
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
      await tx`
        insert into public.questions (interview_id, order_number, text, response_format, time_limit_seconds,
                                      thinking_seconds, max_attempts)
        values (${id}, ${order}, ${question.text}, ${question.response_format}, ${question.time_limit_seconds},
                ${question.thinking_seconds}, ${question.max_attempts})`;
      continue;
    }
    const unchanged =
      before.order_number === order &&
      before.text === question.text &&
      before.response_format === question.response_format &&
      before.time_limit_seconds === question.time_limit_seconds &&
      before.thinking_seconds === question.thinking_seconds &&
      before.max_attempts === question.max_attempts;
    if (unchanged) continue;
    await tx`
      update public.questions
      set order_number = ${order}, text = ${question.text}, response_format = ${question.response_format},
          time_limit_seconds = ${question.time_limit_seconds}, thinking_seconds = ${question.thinking_seconds},
          max_attempts = ${question.max_attempts}
      where id = ${before.id}`;
  }
  return { id };
}
