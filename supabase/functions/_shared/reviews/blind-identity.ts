// Blind review (docs/product.md, Anonymous review): until the caller has submitted their ratings of
// a candidate of an anonymous interview, a payload names the candidate only by candidate_number.
// The rule is private.candidate_identity_visible(); every query that reads a candidate's identity
// for a reviewer selects it through these fragments, so the name never leaves the database. The
// caller reads the columns only through private.invitation_identity(), which applies the same rule
// to reviewers in the database; in a select list it runs for the rows of the page alone.
import type { Transaction } from '../db.ts';

/** The columns candidateIdentitySql() selects, besides candidate_number. */
export interface CandidateIdentity {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  anonymous: boolean;
}

/**
 * Select-list fragment for an invitation aliased `inv`: first_name, last_name and email (null when
 * hidden), candidate_number, and `anonymous` (true when hidden). `managersSeeNames` keeps the
 * identity for the interview's OWNER/RECRUITER (they invited the person): invitation lists only.
 */
export function candidateIdentitySql(tx: Transaction, { managersSeeNames = false } = {}) {
  const visible = managersSeeNames
    ? tx`(private.candidate_identity_visible(inv.id)
          or inv.interview_id in (select private.own_interview_ids()))`
    : tx`private.candidate_identity_visible(inv.id)`;
  return tx`case when ${visible} then (private.invitation_identity(inv.id)).first_name end as first_name,
            case when ${visible} then (private.invitation_identity(inv.id)).last_name end as last_name,
            case when ${visible} then (private.invitation_identity(inv.id)).email end as email,
            inv.candidate_number, not ${visible} as anonymous`;
}
