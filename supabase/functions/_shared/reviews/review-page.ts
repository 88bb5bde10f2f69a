// The completed interviews' list (GET /api/reviews): one page, newest completion first, and the
// counts of those waiting for review and reviewed, in one statement (issue #39): the counts are
// taken over the same rows the page is cut from, so a second pass over every completed invitation
// of the caller's workspaces is needed only for a page past the end.
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
  // The page is cut first, so its identities are asked once for its rows.
  const found = await tx<(SummaryRow & ReviewCounts)[]>`
    with page as (
      select inv.id, inv.interview_id, inv.candidate_number, inv.status, i.title as interview_title,
             inv.created_at, inv.completed_at,
             (count(*) filter (where inv.status = 'COMPLETED') over ())::int as pending_review,
             (count(*) filter (where inv.status = 'REVIEWED') over ())::int as reviewed
      from public.invitations inv
      join public.interviews i on i.id = inv.interview_id
      where ${scope} and inv.status in ('COMPLETED', 'REVIEWED')
      order by inv.completed_at desc, inv.id desc
      limit ${limit} offset ${offset}
    )
    select inv.id, ${candidateIdentitySql(tx)}, inv.status, inv.interview_title, inv.created_at,
           inv.completed_at, inv.pending_review, inv.reviewed,
           (select count(*)::int from public.responses r
            left join public.recording_media m on m.response_id = r.id
            where r.invitation_id = inv.id
              and (r.analysis_status in ('QUEUED', 'PROCESSING') or m.status in ('QUEUED', 'PROCESSING'))
           ) as processing_count
    from page inv
    ${candidateIdentityJoin(tx, tx`(select array_agg(id) from page)`)}
    order by inv.completed_at desc, inv.id desc`;
  const rows = found.map(({ pending_review: _pending, reviewed: _reviewed, ...row }) => row);
  const [first] = found;
  if (first) return { counts: { pending_review: first.pending_review, reviewed: first.reviewed }, rows };
  if (offset === 0) return { counts: { pending_review: 0, reviewed: 0 }, rows };
  const [counts] = await tx<ReviewCounts[]>`
    select count(*) filter (where inv.status = 'COMPLETED')::int as pending_review,
           count(*) filter (where inv.status = 'REVIEWED')::int as reviewed
    from public.invitations inv
    join public.interviews i on i.id = inv.interview_id
    where ${scope} and inv.status in ('COMPLETED', 'REVIEWED')`;
  return { counts: counts ?? { pending_review: 0, reviewed: 0 }, rows };
}
