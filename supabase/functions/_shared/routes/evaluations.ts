// Independent ratings, decisions and comments on a candidate (docs/product.md §7 Evaluations).
// Every query runs as the caller: row-level security decides whose ratings they see (their own,
// and everyone's submitted ones once they have submitted), who may decide (OWNER, RECRUITER,
// admins) and whose comments they may delete. findReview answers 404 for a candidate outside the
// caller's workspaces and 409 before the interview is completed.
import postgres from 'postgres';
import { errorCodes } from '../contract/errors.ts';
import {
  evaluationApi,
  evaluationErrorMessages,
  type Comment,
  type Decision,
  type RatingHistory,
} from '../contract/evaluations.ts';
import { asCaller, type Transaction } from '../db.ts';
import { FORMER_MEMBER, readRatingsView } from '../evaluations/ratings-view.ts';
import { HttpError } from '../http-error.ts';
import { findReview, reviewNotFound } from '../reviews/review-access.ts';
import { requireRecruiter } from '../roles.ts';
import { RouteTable } from '../route-table.ts';
import { mayDecide, requireInvitationManager } from '../workspaces/workspace-access.ts';

function readDecisions(tx: Transaction, invitationId: string, only?: string) {
  return tx<Decision[]>`
    select d.id, d.decision, d.reason, d.decided_at,
           case when d.decided_by is null then null
                else jsonb_build_object('id', d.decided_by, 'name', coalesce(p.full_name, ${FORMER_MEMBER})) end as decided_by
    from public.candidate_decisions d
    left join public.profiles p on p.id = d.decided_by
    where d.invitation_id = ${invitationId} ${only ? tx`and d.id = ${only}` : tx``}
    order by d.decided_at desc, d.id desc`;
}

function readComments(tx: Transaction, invitationId: string, only?: string) {
  return tx<Comment[]>`
    select c.id, c.body, c.created_at,
           case when c.author_id is null then null
                else jsonb_build_object('id', c.author_id, 'name', coalesce(p.full_name, ${FORMER_MEMBER})) end as author,
           (c.author_id = (select auth.uid()) or private.is_admin()) as deletable
    from public.candidate_comments c
    left join public.profiles p on p.id = c.author_id
    where c.invitation_id = ${invitationId} ${only ? tx`and c.id = ${only}` : tx``}
    order by c.created_at, c.id`;
}

export const evaluationRoutes = new RouteTable()
  .handle(evaluationApi.ratings, requireRecruiter, (c, { params: { id } }) =>
    asCaller(c.var.user, async (tx) => {
      await findReview(tx, id);
      return readRatingsView(tx, id, c.var.user.userId);
    }),
  )

  // An upsert of the caller's own ratings; the trigger checks each names an answer of this
  // candidate rated on that competency, and keeps every version in rating_history.
  .handle(evaluationApi.saveRatings, requireRecruiter, (c, { params: { id }, body }) =>
    asCaller(c.var.user, async (tx) => {
      await findReview(tx, id);
      for (const rating of body.ratings) {
        await tx`
          insert into public.ratings (invitation_id, response_id, competency_id, rater_id, score, note)
          values (${id}, ${rating.response_id}, ${rating.competency_id}, auth.uid(), ${rating.score}, ${rating.note})
          on conflict (response_id, competency_id, rater_id)
          do update set score = excluded.score, note = excluded.note`;
      }
      return readRatingsView(tx, id, c.var.user.userId);
    }),
  )

  // The database refuses an incomplete submission (23514, its text passes through as a 400).
  .handle(evaluationApi.submitRatings, requireRecruiter, (c, { params: { id } }) =>
    asCaller(c.var.user, async (tx) => {
      await findReview(tx, id);
      try {
        await tx`insert into public.rating_submissions (invitation_id, rater_id) values (${id}, auth.uid())`;
      } catch (error) {
        if (error instanceof postgres.PostgresError && error.code === '23505') {
          throw new HttpError(409, evaluationErrorMessages.alreadySubmitted, { code: '23505' });
        }
        throw error;
      }
      return readRatingsView(tx, id, c.var.user.userId);
    }),
  )

  .handle(evaluationApi.ratingHistory, requireRecruiter, (c, { params: { id } }) =>
    asCaller(c.var.user, async (tx) => {
      await findReview(tx, id);
      const ratings = await tx<RatingHistory['ratings']>`
        select ra.response_id, ra.competency_id, ra.rater_id, coalesce(p.full_name, ${FORMER_MEMBER}) as name,
               (select jsonb_agg(jsonb_build_object('score', h.score, 'note', h.note,
                       'recorded_at', to_char(h.recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                       order by h.recorded_at, h.id)
                from public.rating_history h where h.rating_id = ra.id) as versions
        from public.ratings ra
        left join public.profiles p on p.id = ra.rater_id
        join public.responses r on r.id = ra.response_id
        join public.questions q on q.id = r.question_id
        join public.scorecard_competencies c on c.id = ra.competency_id
        where ra.invitation_id = ${id}
        order by q.order_number, c.position, ra.rater_id`;
      return { ratings };
    }),
  )

  // People decide, never the AI: this route is the only writer of candidate_decisions.
  .handle(evaluationApi.decide, requireRecruiter, (c, { params: { id }, body }) =>
    asCaller(c.var.user, async (tx) => {
      await requireInvitationManager(tx, id, reviewNotFound);
      await findReview(tx, id);
      const [row] = await tx<{ id: string }[]>`
        insert into public.candidate_decisions (invitation_id, decision, reason)
        values (${id}, ${body.decision}, ${body.reason}) returning id`;
      const [decision] = row ? await readDecisions(tx, id, row.id) : [];
      if (!decision) throw new Error('The decision insert returned no row');
      return decision;
    }),
  )

  .handle(evaluationApi.decisions, requireRecruiter, (c, { params: { id } }) =>
    asCaller(c.var.user, async (tx) => {
      await findReview(tx, id);
      return { decisions: await readDecisions(tx, id), can_decide: await mayDecide(tx, id) };
    }),
  )

  .handle(evaluationApi.comments, requireRecruiter, (c, { params: { id } }) =>
    asCaller(c.var.user, async (tx) => {
      await findReview(tx, id);
      return { comments: await readComments(tx, id) };
    }),
  )

  .handle(evaluationApi.addComment, requireRecruiter, (c, { params: { id }, body }) =>
    asCaller(c.var.user, async (tx) => {
      await findReview(tx, id);
      const [row] = await tx<{ id: string }[]>`
        insert into public.candidate_comments (invitation_id, body) values (${id}, ${body.body}) returning id`;
      const [comment] = row ? await readComments(tx, id, row.id) : [];
      if (!comment) throw new Error('The comment insert returned no row');
      return comment;
    }),
  )

  .handle(evaluationApi.deleteComment, requireRecruiter, (c, { params: { id, commentId } }) =>
    asCaller(c.var.user, async (tx) => {
      await findReview(tx, id);
      const [comment] = await readComments(tx, id, commentId);
      if (!comment)
        throw new HttpError(404, evaluationErrorMessages.commentNotFound, { code: errorCodes.notFound });
      if (!comment.deletable) throw new HttpError(403, evaluationErrorMessages.notCommentAuthor);
      await tx`delete from public.candidate_comments where id = ${commentId}`;
      return { id: commentId };
    }),
  );
