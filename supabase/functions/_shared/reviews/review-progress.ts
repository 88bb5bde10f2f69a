// What the review page polls while the worker processes its answers (issue #39 item 3): each
// answer's states in one query as the caller, under the same row-level security as the review
// itself, with no link signed and no read recorded, so a poll that finds nothing new stays cheap.
import type { AnswerProgress } from '../contract/reviews.ts';
import type { Tables } from '../database.types.ts';
import type { Transaction } from '../db.ts';
import { reviewNotCompleted, reviewNotFound } from './review-access.ts';

interface ProgressRow {
  status: Tables<'invitations'>['status'];
  responses: AnswerProgress[];
}

/** The answers' states in question order; 404 and 409 as GET /api/reviews/:id answers them. */
export async function readReviewProgress(tx: Transaction, invitationId: string): Promise<AnswerProgress[]> {
  const [row] = await tx<ProgressRow[]>`
    select inv.status,
           coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'recording_status', m.status,
                                                 'analysis_status', r.analysis_status)
                              order by q.order_number) filter (where r.id is not null), '[]'::jsonb) as responses
    from public.invitations inv
    join public.interviews i on i.id = inv.interview_id
    left join (public.responses r join public.questions q on q.id = r.question_id)
      on r.invitation_id = inv.id
    left join public.recording_media m on m.response_id = r.id
    where inv.id = ${invitationId}
    group by inv.id`;
  if (!row) throw reviewNotFound();
  if (row.status !== 'COMPLETED' && row.status !== 'REVIEWED') {
    throw reviewNotCompleted();
  }
  return row.responses;
}
