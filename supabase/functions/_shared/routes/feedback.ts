// Feedback to the candidate (issue #20 item 5). Those who may decide send one note after a decision
// (candidate_feedback's policies hold the same rules); the insert queues the candidate's e-mail
// (send_feedback, worker/tasks/send-feedback.ts). The candidate reads their notes in the portal.
import postgres from 'postgres';
import { requireUser } from '../auth.ts';
import {
  feedbackApi,
  feedbackMessages,
  type CandidateFeedback,
  type SentFeedback,
} from '../contract/feedback.ts';
import { asCaller, isoTimestamp, type Transaction } from '../db.ts';
import { feedbackDraft } from '../feedback/feedback-draft.ts';
import { HttpError } from '../http-error.ts';
import { findReview, reviewNotFound } from '../reviews/review-access.ts';
import { requireRecruiter } from '../roles.ts';
import { RouteTable } from '../route-table.ts';
import { mayDecide, requireInvitationManager } from '../workspaces/workspace-access.ts';

async function sentFeedback(tx: Transaction, id: string): Promise<SentFeedback | null> {
  const [row] = await tx<(Omit<SentFeedback, 'sent_at'> & { sent_at: string })[]>`
    select f.body, f.sent_at, nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), '') as sent_by_name
    from public.candidate_feedback f
    left join public.profiles p on p.id = f.sent_by
    where f.invitation_id = ${id}`;
  return row ? { ...row, sent_at: isoTimestamp(row.sent_at) } : null;
}

/** The notes of the ratings the caller may read, submitted ones only, in the order of the questions. */
async function ratingNotes(tx: Transaction, id: string): Promise<string[]> {
  const rows = await tx<{ note: string }[]>`
    select r.note
    from public.ratings r
    join public.rating_submissions s on s.invitation_id = r.invitation_id and s.rater_id = r.rater_id
    join public.responses resp on resp.id = r.response_id
    join public.questions q on q.id = resp.question_id
    where r.invitation_id = ${id} and btrim(r.note) <> ''
    order by q.order_number, s.submitted_at, r.created_at`;
  return rows.map((row) => row.note);
}

export const feedbackRoutes = new RouteTable()
  .handle(feedbackApi.get, requireRecruiter, (c, { params: { id } }) =>
    asCaller(c.var.user, async (tx) => {
      const review = await findReview(tx, id);
      const [decided] = await tx<{ has_decision: boolean }[]>`
        select private.has_decision(${id}) as has_decision`;
      const hasDecision = decided?.has_decision ?? false;
      const feedback = await sentFeedback(tx, id);
      const canDecide = await mayDecide(tx, id);
      return {
        feedback,
        draft: canDecide && !feedback ? feedbackDraft(review.interview_title, await ratingNotes(tx, id)) : '',
        can_send: canDecide && hasDecision && !feedback,
        has_decision: hasDecision,
      };
    }),
  )

  .handle(feedbackApi.send, requireRecruiter, (c, { params: { id }, body }) =>
    asCaller(c.var.user, async (tx) => {
      await requireInvitationManager(tx, id, reviewNotFound);
      await findReview(tx, id);
      const [decided] = await tx<{ yes: boolean }[]>`select private.has_decision(${id}) as yes`;
      if (!decided?.yes) throw new HttpError(409, feedbackMessages.noDecision);
      try {
        await tx`insert into public.candidate_feedback (invitation_id, body) values (${id}, ${body.body})`;
      } catch (error) {
        if (error instanceof postgres.PostgresError && error.code === '23505') {
          throw new HttpError(409, feedbackMessages.alreadySent);
        }
        throw error;
      }
      const feedback = await sentFeedback(tx, id);
      if (!feedback) throw new Error('The feedback insert left no row');
      return feedback;
    }),
  )

  .handle(feedbackApi.mine, requireUser, async (c) => {
    const rows = await asCaller(
      c.var.user,
      (tx) =>
        tx<(Omit<CandidateFeedback, 'sent_at'> & { sent_at: string })[]>`
        select invitation_id, interview_title, company_name, body, sent_at from private.my_feedback()`,
    );
    return { feedback: rows.map((row) => ({ ...row, sent_at: isoTimestamp(row.sent_at) })) };
  });
