// The completed interviews' list (GET /api/reviews): one page, newest completion first, and the
// counts of those waiting for review and reviewed over every page, in a statement of their own.
import type { ReviewStatus } from '../contract/reviews.ts';
import type { Tables } from '../database.types.ts';
import type { Transaction } from '../db.ts';
import type { InterviewScope } from '../recruiter-scope.ts';
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

export async function readReviewPage(
  tx: Transaction,
  scope: InterviewScope,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ counts: ReviewCounts; rows: SummaryRow[] }> {
  const [counts] = await tx<ReviewCounts[]>`
    select count(*) filter (where inv.status = 'COMPLETED')::int as pending_review,
           count(*) filter (where inv.status = 'REVIEWED')::int as reviewed
    from public.invitations inv
    join public.interviews i on i.id = inv.interview_id
    where ${scope} and inv.status in ('COMPLETED', 'REVIEWED')`;
  // The page is cut first, so its identities and its answers in process are asked once for its
  // rows (private.processing_answer_counts: read as the caller, the answers' policy would list
  // every invitation of the caller's workspaces first).
  const rows = await tx<SummaryRow[]>`
    with page as (
      select inv.id, inv.interview_id, inv.candidate_number, inv.status, i.title as interview_title,
             inv.created_at, inv.completed_at
      from public.invitations inv
      join public.interviews i on i.id = inv.interview_id
      where ${scope} and inv.status in ('COMPLETED', 'REVIEWED')
      order by inv.completed_at desc, inv.id desc
      limit ${limit} offset ${offset}
    )
    select inv.id, ${candidateIdentitySql(tx)}, inv.status, inv.interview_title, inv.created_at,
           inv.completed_at, coalesce(pc.processing_count, 0) as processing_count
    from page inv
    ${candidateIdentityJoin(tx, tx`(select array_agg(id) from page)`)}
    left join private.processing_answer_counts((select array_agg(id) from page)) pc on pc.invitation_id = inv.id
    order by inv.completed_at desc, inv.id desc`;
  return { counts: counts ?? { pending_review: 0, reviewed: 0 }, rows };
}
