import {
  INTERVIEW_ALREADY_ARCHIVED_MESSAGE,
  interviewApi,
  type InterviewQuestion,
} from '../contract/interviews.ts';
import { RECENT_INVITATIONS, type InvitationCounts } from '../contract/invitations.ts';
import type { Tables } from '../database.types.ts';
import { asCaller, asCallerReadOnly } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { changeInterviewStatus } from '../interviews/change-interview-status.ts';
import { duplicateInterview } from '../interviews/duplicate-interview.ts';
import { checkPromptVideoLinks } from '../interviews/prompt-video-links.ts';
import { insertQuestionOptions, OPTIONS_OF_Q_SQL } from '../interviews/question-options.ts';
import { updateInterview } from '../interviews/update-interview.ts';
import { invitationPage } from '../invitations/invitation-rows.ts';
import { interviewScope, scopedWorkspaces, workspaceNotFound } from '../recruiter-scope.ts';
import { requireRecruiter } from '../roles.ts';
import { RouteTable } from '../route-table.ts';
import { writeNewScorecard } from '../scorecards/write-scorecard.ts';
import { removeResponseMedia } from '../storage.ts';
import {
  requireInterviewManager,
  requireSomeManagedWorkspace,
  requireWorkspaceManager,
} from '../workspaces/workspace-access.ts';
import { interviewNotFound } from '../interviews/interview-not-found.ts';

type InterviewRow = Pick<
  Tables<'interviews'>,
  'id' | 'title' | 'description' | 'welcome_video_url' | 'status' | 'created_at' | 'workspace_id'
> & { created_by_name: string | null };
type InterviewDetailRow = InterviewRow &
  Pick<
    Tables<'interviews'>,
    | 'anonymous_review'
    | 'practice_question'
    | 'default_deadline_days'
    | 'reminder_hours'
    | 'decision_due_on'
    | 'language'
    | 'welcome_prompt_video_id'
  > & { competency_count: number; questions_locked: boolean };
// Row-level security shows the members of a workspace its interviews (and their questions and
// invitations) and an admin all of them; the list reads within the caller's workspaces
// (interviewScope), so an admin's list is their own workspace's too. The changes are refused to a
// REVIEWER with a clear 403 (requireInterviewManager), as the database refuses them.
export const interviewRoutes = new RouteTable()
  .handle(interviewApi.list, requireRecruiter, (c, { query: { limit, workspace_id: workspaceId } }) =>
    asCallerReadOnly(c.var.user, async (tx) => {
      const scope = interviewScope(tx, await scopedWorkspaces(tx, workspaceId));
      // `limit null` is no limit.
      return tx<(InterviewRow & { question_count: number })[]>`
        select i.id, i.title, i.description, i.welcome_video_url, i.status, i.created_at, i.workspace_id,
               (select p.full_name from public.profiles p where p.id = i.recruiter_id) as created_by_name,
               (select count(*) from public.questions q where q.interview_id = i.id)::int as question_count
        from public.interviews i
        where ${scope}
        order by i.created_at desc, i.id desc
        limit ${limit ?? null}`;
    }),
  )

  .handle(interviewApi.detail, requireRecruiter, async (c, { params: { id } }) => {
    const interview = await asCaller(c.var.user, async (tx) => {
      const [row] = await tx<InterviewDetailRow[]>`
        select i.id, i.title, i.description, i.welcome_video_url, i.status, i.created_at, i.workspace_id,
               (select p.full_name from public.profiles p where p.id = i.recruiter_id) as created_by_name,
               i.anonymous_review, i.practice_question, i.default_deadline_days, i.reminder_hours,
               i.decision_due_on::text as decision_due_on, i.language, i.welcome_prompt_video_id,
               (select count(*) from public.scorecard_competencies c where c.interview_id = i.id)::int as competency_count,
               exists (select 1 from public.responses r join public.questions q on q.id = r.question_id
                       where q.interview_id = i.id) as questions_locked
        from public.interviews i
        where i.id = ${id}`;
      if (!row) return undefined;
      const questions = await tx<InterviewQuestion[]>`
        select q.id, q.order_number, q.text, q.response_format, q.time_limit_seconds, q.thinking_seconds,
               q.max_attempts, q.multiple_choice, q.knockout_action, ${tx.unsafe(OPTIONS_OF_Q_SQL)} as options,
               q.prompt_video_id
        from public.questions q
        where q.interview_id = ${id}
        order by q.order_number`;
      return { ...row, questions };
    });
    if (!interview) throw interviewNotFound();
    return interview;
  })

  .handle(interviewApi.invitationSummary, requireRecruiter, async (c, { params: { id } }) => {
    const summary = await asCaller(c.var.user, async (tx) => {
      // The interview's own workspace, as row-level security shows it (to its members and admins).
      const [interview] = await tx<{ workspace_id: string }[]>`
        select workspace_id from public.interviews where id = ${id}`;
      if (!interview) return undefined;
      const scope = interviewScope(tx, [interview.workspace_id]);
      // One aggregate over every invitation of the interview that the caller sees (a REVIEWER:
      // the COMPLETED and REVIEWED ones).
      const [counts] = await tx<InvitationCounts[]>`
        select count(inv.id)::int as total,
               count(*) filter (where inv.status = 'COMPLETED')::int as completed,
               count(*) filter (where inv.status = 'STARTED')::int as in_progress,
               count(*) filter (where inv.status = 'PENDING')::int as pending
        from public.interviews i
        left join public.invitations inv on inv.interview_id = i.id
        where i.id = ${id} and ${scope}
        group by i.id`;
      if (!counts) return undefined;
      const { invitations: recent } = await invitationPage(
        tx,
        { scope, interviewId: id },
        { limit: RECENT_INVITATIONS, offset: 0 },
      );
      return { counts, recent };
    });
    if (!summary) throw interviewNotFound();
    return summary;
  })

  .handle(interviewApi.create, requireRecruiter, async (c, { body: input }) => {
    // One transaction: the interview and all its questions (with their options), or nothing. recruiter_id defaults to
    // auth.uid(); without a workspace_id the database picks the caller's first workspace where
    // they manage interviews, and the INSERT policy holds both to the caller. Without a language
    // the database gives it the workspace's.
    const id = await asCaller(c.var.user, async (tx) => {
      if (input.workspace_id) await requireWorkspaceManager(tx, input.workspace_id, workspaceNotFound);
      else await requireSomeManagedWorkspace(tx);
      const [interview] = await tx<{ id: string }[]>`
        insert into public.interviews (title, description, welcome_video_url, workspace_id, anonymous_review, status,
                                       practice_question, default_deadline_days, reminder_hours, decision_due_on,
                                       language)
        values (${input.title}, ${input.description ?? null}, ${input.welcome_video_url ?? null},
                ${input.workspace_id ?? null}, ${input.anonymous_review}, ${input.status ?? 'ACTIVE'},
                ${input.practice_question}, ${input.default_deadline_days}, ${input.reminder_hours}::int[],
                ${input.decision_due_on ?? null}::date, ${input.language ?? null}::public.locale)
        returning id`;
      if (!interview) throw new Error('insert … returning gave no interview row');
      // Issue #37 item 3: checked once the database has picked the workspace, then written.
      await checkPromptVideoLinks(tx, interview.id, input);
      await tx`update public.interviews set welcome_prompt_video_id = ${input.welcome_prompt_video_id ?? null}
               where id = ${interview.id}`;
      const texts = input.questions.map((q) => q.text);
      const formats = input.questions.map((q) => q.response_format);
      const limits = input.questions.map((q) => q.time_limit_seconds);
      const thinking = input.questions.map((q) => q.thinking_seconds);
      const attempts = input.questions.map((q) => q.max_attempts);
      // As text: postgres.js sends an array of booleans as one boolean.
      const several = input.questions.map((q) => String(q.multiple_choice));
      const knockouts = input.questions.map((q) => q.knockout_action);
      // As text, '' for none: postgres.js sends a null inside an array as the text 'null'.
      const prompts = input.questions.map((q) => q.prompt_video_id ?? '');
      // order_number is the position in the list, 1..n.
      const inserted = await tx<{ id: string; order_number: number }[]>`
        insert into public.questions (interview_id, order_number, text, response_format, time_limit_seconds,
                                      thinking_seconds, max_attempts, multiple_choice, knockout_action,
                                      prompt_video_id)
        select ${interview.id}, q.order_number, q.text, q.response_format::public.response_format,
               q.time_limit_seconds, q.thinking_seconds, q.max_attempts, q.multiple_choice::boolean,
               q.knockout_action::public.knockout_action, nullif(q.prompt_video_id, '')::uuid
        from unnest(${texts}::text[], ${formats}::text[], ${limits}::int[], ${thinking}::int[], ${attempts}::int[],
                    ${several}::text[], ${knockouts}::text[], ${prompts}::text[])
               with ordinality as q(text, response_format, time_limit_seconds, thinking_seconds, max_attempts,
                                    multiple_choice, knockout_action, prompt_video_id, order_number)
        returning id, order_number`;
      const questions = inserted.toSorted((a, b) => a.order_number - b.order_number);
      await insertQuestionOptions(
        tx,
        questions.map((question, index) => ({
          questionId: question.id,
          options: input.questions[index]?.options ?? [],
        })),
      );
      if (input.scorecard) {
        await writeNewScorecard(
          tx,
          interview.id,
          input.scorecard.competencies,
          questions.map((question, index) => ({
            questionId: question.id,
            indices: input.questions[index]?.competency_indices ?? [],
          })),
        );
      }
      return interview.id;
    });
    return { id };
  })

  .handle(interviewApi.archive, requireRecruiter, async (c, { params: { id } }) => {
    await asCaller(c.var.user, async (tx) => {
      // Locked, so two archive calls at once answer 200 and 409 rather than 200 twice.
      await requireInterviewManager(tx, id, interviewNotFound);
      const [row] = await tx<Pick<InterviewRow, 'status'>[]>`
        select status from public.interviews where id = ${id} for update`;
      if (!row) throw interviewNotFound();
      if (row.status === 'ARCHIVED') throw new HttpError(409, INTERVIEW_ALREADY_ARCHIVED_MESSAGE);
      await tx`update public.interviews set status = 'ARCHIVED' where id = ${id}`;
    });
    return { id, status: 'ARCHIVED' as const };
  })

  .handle(interviewApi.publish, requireRecruiter, (c, { params: { id } }) =>
    asCaller(c.var.user, (tx) => changeInterviewStatus(tx, id, 'publish')),
  )
  .handle(interviewApi.close, requireRecruiter, (c, { params: { id } }) =>
    asCaller(c.var.user, (tx) => changeInterviewStatus(tx, id, 'close')),
  )
  .handle(interviewApi.reopen, requireRecruiter, (c, { params: { id } }) =>
    asCaller(c.var.user, (tx) => changeInterviewStatus(tx, id, 'reopen')),
  )
  .handle(interviewApi.update, requireRecruiter, (c, { params: { id }, body }) =>
    asCaller(c.var.user, (tx) => updateInterview(tx, id, body)),
  )
  .handle(interviewApi.duplicate, requireRecruiter, async (c, { params: { id } }) => ({
    id: await asCaller(c.var.user, (tx) => duplicateInterview(tx, id)),
  }))

  .handle(interviewApi.remove, requireRecruiter, async (c, { params: { id } }) => {
    await asCaller(c.var.user, async (tx) => {
      await requireInterviewManager(tx, id, interviewNotFound);
      // Locked, so no invitation can be added to it while its recordings are being removed.
      const [interview] = await tx<{ id: string }[]>`
        select id from public.interviews where id = ${id} for update`;
      if (!interview) throw interviewNotFound();
      const invitations = await tx<{ id: string }[]>`
        select id from public.invitations where interview_id = ${id}`;
      // The recordings first, while the invitations exist (their listing checks ownership
      // through them); a failure throws 502 and this transaction deletes nothing.
      await removeResponseMedia(
        tx,
        invitations.map((invitation) => invitation.id),
      );
      // The foreign-key cascades take the questions, invitations, responses (with their AI
      // insights) and queued mails.
      await tx`delete from public.interviews where id = ${id}`;
    });
    return { success: true as const };
  });
