// Duplicate (issue #19 item 7): a new DRAFT "Copy of …" in the same workspace with the same
// questions (with a CHOICE question's options and a question's or the welcome step's video, issue #37), settings, language and scorecard (competencies and which questions evaluate them),
// and none of the invitations, answers or ratings. One transaction as the caller: row-level
// security lets only those who manage the interview's workspace write the copy.
import { interviewLimits } from '../contract/interviews.ts';
import type { Transaction } from '../db.ts';
import { requireInterviewManager } from '../workspaces/workspace-access.ts';
import { interviewNotFound } from './interview-not-found.ts';

/** "Copy of {title}", cut to the title's limit. */
function copyTitle(title: string): string {
  return `Copy of ${title}`.slice(0, interviewLimits.titleMaxLength).trimEnd();
}

export async function duplicateInterview(tx: Transaction, id: string): Promise<string> {
  await requireInterviewManager(tx, id, interviewNotFound);
  const [source] = await tx<{ title: string }[]>`select title from public.interviews where id = ${id}`;
  if (!source) throw interviewNotFound();
  const [copy] = await tx<{ id: string }[]>`
    insert into public.interviews (title, description, welcome_video_url, workspace_id, anonymous_review, status,
                                   practice_question, default_deadline_days, reminder_hours, decision_due_on,
                                   language, welcome_prompt_video_id)
    select ${copyTitle(source.title)}, description, welcome_video_url, workspace_id, anonymous_review, 'DRAFT',
           practice_question, default_deadline_days, reminder_hours, decision_due_on, language, welcome_prompt_video_id
    from public.interviews where id = ${id}
    returning id`;
  if (!copy) throw new Error('insert … returning gave no interview row');
  await tx`
    insert into public.questions (interview_id, order_number, text, response_format, time_limit_seconds,
                                  thinking_seconds, max_attempts, multiple_choice, knockout_action, prompt_video_id)
    select ${copy.id}, order_number, text, response_format, time_limit_seconds, thinking_seconds, max_attempts,
           multiple_choice, knockout_action, prompt_video_id
    from public.questions where interview_id = ${id}`;
  // Options by their question's order number, as the links below.
  await tx`
    insert into public.question_options (question_id, position, label, knockout)
    select nq.id, o.position, o.label, o.knockout
    from public.question_options o
    join public.questions oq on oq.id = o.question_id
    join public.questions nq on nq.interview_id = ${copy.id} and nq.order_number = oq.order_number
    where oq.interview_id = ${id}`;
  await tx`
    insert into public.scorecard_competencies (interview_id, position, name, description, anchors)
    select ${copy.id}, position, name, description, anchors
    from public.scorecard_competencies where interview_id = ${id}`;
  // Links by position: the copy's questions and competencies keep their order numbers and positions.
  await tx`
    insert into public.question_competencies (question_id, competency_id)
    select nq.id, nc.id
    from public.question_competencies qc
    join public.questions oq on oq.id = qc.question_id
    join public.scorecard_competencies oc on oc.id = qc.competency_id
    join public.questions nq on nq.interview_id = ${copy.id} and nq.order_number = oq.order_number
    join public.scorecard_competencies nc on nc.interview_id = ${copy.id} and nc.position = oc.position
    where oq.interview_id = ${id}`;
  return copy.id;
}
