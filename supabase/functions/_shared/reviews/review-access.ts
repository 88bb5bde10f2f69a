import { errorCodes } from '../contract/errors.ts';
import { reviewErrorMessages } from '../contract/reviews.ts';
import type { Tables } from '../database.types.ts';
import type { Transaction } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { candidateIdentityJoin, candidateIdentitySql, type CandidateIdentity } from './blind-identity.ts';

export type ReviewedInvitation = Pick<
  Tables<'invitations'>,
  'id' | 'interview_id' | 'status' | 'completed_at' | 'reviewed_at' | 'candidate_number'
> &
  CandidateIdentity & { interview_title: string; interview_language: Tables<'interviews'>['language'] };

/** The 404 of a review the caller may not see, or that does not exist: the same answer for both. */
export function reviewNotFound(): HttpError {
  return new HttpError(404, reviewErrorMessages.notFound, { code: errorCodes.notFound });
}

/** The 409 of a review whose interview is still being taken. */
export function reviewNotCompleted(): HttpError {
  return new HttpError(409, reviewErrorMessages.notCompleted, { code: '55000' });
}

/**
 * The invitation behind a review, read as the caller: joined to interviews, so only the owning
 * recruiter (and admins) find it; an invitation they merely took as a candidate is not theirs to
 * review. 404 when hidden, 409 while the interview is not finished. `lock` holds the row for a
 * status change.
 */
export async function findReview(
  tx: Transaction,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ReviewedInvitation & { status: 'COMPLETED' | 'REVIEWED'; completed_at: string }> {
  const [invitation] = await tx<ReviewedInvitation[]>`
    select inv.id, ${candidateIdentitySql(tx)}, inv.interview_id,
           i.title as interview_title, i.language as interview_language, inv.status, inv.completed_at,
           inv.reviewed_at
    from public.invitations inv
    join public.interviews i on i.id = inv.interview_id
    ${candidateIdentityJoin(tx, tx`array[${id}::uuid]`)}
    where inv.id = ${id}
    ${options.lock ? tx`for update of inv` : tx``}`;
  if (!invitation) throw reviewNotFound();
  if (invitation.status !== 'COMPLETED' && invitation.status !== 'REVIEWED') {
    throw reviewNotCompleted();
  }
  // completed_at is stamped by the status trigger on the way to COMPLETED.
  return {
    ...invitation,
    status: invitation.status,
    completed_at: invitation.completed_at ?? new Date(0).toISOString(),
  };
}
