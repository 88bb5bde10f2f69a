// The completed interviews' list (GET /api/reviews): one page, newest completion first, and the
// counts of those waiting for review and reviewed over every page.
import type { ReviewStatus } from '../contract/reviews.ts';
import type { Tables } from '../database.types.ts';
import type { Transaction } from '../db.ts';
import { scopedInterviewIds, type InterviewScope } from '../recruiter-scope.ts';
import { candidateIdentityJoin, candidateIdentitySql, type CandidateIdentity } from './blind-identity.ts';

type SummaryRow = Pick<Tables<'invitations'>, 'id' | 'created_at' | 'candidate_number'> &
  CandidateIdentity & {
    status: ReviewStatus;
    interview_title: string;
    completed_at: string;
    processing_count: number;
  };

interface ReviewCounts {
  pending_review: number;
  reviewed: number;
}

/**
 * The condition on `inv` of the list: the scope's finished interviews. A fragment is a thenable:
 * never return it from an async function.
 */
function finished(tx: Transaction, scope: InterviewScope) {
  return tx`inv.interview_id = any(${scopedInterviewIds(tx, scope)}) and inv.status in ('COMPLETED', 'REVIEWED')`;
}

/** The counts over every page, when the page has no row to carry them (a page past the end). */
async function countReviews(tx: Transaction, scope: InterviewScope): Promise<ReviewCounts> {
  const [counts] = await tx<ReviewCounts[]>`
    select count(*) filter (where inv.status = 'COMPLETED')::int as pending_review,
           count(*) filter (where inv.status = 'REVIEWED')::int as reviewed
    from public.invitations inv
    where ${finished(tx, scope)}`;
  return counts ?? { pending_review: 0, reviewed: 0 };
}

export async function readReviewPage(
  tx: Transaction,
  scope: InterviewScope,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ counts: ReviewCounts; rows: SummaryRow[] }> {
  // The counts are taken in the same pass as the page (issue #39), as window aggregates over every
  // matching row before the limit. The page is cut first, so its identities and its answers in
  // process are asked once for its rows (private.processing_answer_counts: read as the caller, the
  // answers' policy would list every invitation of the caller's workspaces first).
  const rows = await tx<(SummaryRow & ReviewCounts)[]>`
    with page as (
      select inv.id, inv.interview_id, inv.candidate_number, inv.status, inv.created_at, inv.completed_at,
             (count(*) filter (where inv.status = 'COMPLETED') over ())::int as pending_review,
             (count(*) filter (where inv.status = 'REVIEWED') over ())::int as reviewed
      from public.invitations inv
      where ${finished(tx, scope)}
      order by inv.completed_at desc, inv.id desc
      limit ${limit} offset ${offset}
    )
    select inv.id, ${candidateIdentitySql(tx)}, inv.status, i.title as interview_title, inv.created_at,
           inv.completed_at, coalesce(pc.processing_count, 0) as processing_count,
           inv.pending_review, inv.reviewed
    from page inv
    join public.interviews i on i.id = inv.interview_id
    ${candidateIdentityJoin(tx, tx`(select array_agg(id) from page)`)}
    left join private.processing_answer_counts((select array_agg(id) from page)) pc on pc.invitation_id = inv.id
    order by inv.completed_at desc, inv.id desc`;
  const [first] = rows;
  const counts = first
    ? { pending_review: first.pending_review, reviewed: first.reviewed }
    : offset === 0
      ? { pending_review: 0, reviewed: 0 }
      : await countReviews(tx, scope);
  return { counts, rows: rows.map(({ pending_review: _p, reviewed: _r, ...row }) => row) };
}
