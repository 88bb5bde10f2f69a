import type { CandidateInvitation } from '#contract/candidates';

/**
 * docs/product.md §2 Pending Interviews: PENDING and not expired. A STARTED one is still open to its candidate
 * (the take flow resumes it), so it is listed here too until it is completed or expires.
 */
export function pendingInvitations(
  invitations: readonly CandidateInvitation[],
  now: Date,
): CandidateInvitation[] {
  return invitations.filter(
    (invitation) =>
      (invitation.status === 'PENDING' || invitation.status === 'STARTED') &&
      new Date(invitation.expires_at) > now,
  );
}

/** docs/product.md §2 Interview History: COMPLETED ('Awaiting Review') or REVIEWED. */
export function historyInvitations(invitations: readonly CandidateInvitation[]): CandidateInvitation[] {
  return invitations.filter(
    (invitation) => invitation.status === 'COMPLETED' || invitation.status === 'REVIEWED',
  );
}
