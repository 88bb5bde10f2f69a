// Blind review (docs/product.md, Anonymous review): until the caller has submitted their ratings of
// a candidate of an anonymous interview, a payload names the candidate only by candidate_number.
// The rule is private.candidate_identity_visible(); every query that reads a candidate's identity
// for a reviewer selects it through these fragments, so the name never leaves the database. The
// caller reads the columns only through private.candidate_identity(), which applies the same rule
// to reviewers in the database, once per row it is joined to: a list joins it to its page alone.
import type { Transaction } from '../db.ts';

/** The columns candidateIdentityColumns() selects, besides candidate_number. */
export interface CandidateIdentity {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  anonymous: boolean;
}

/**
 * From-clause item for an invitation aliased `inv`, after it in the from clause: the identity,
 * aliased `who`, that candidateIdentityColumns() selects. `managersSeeNames` keeps the identity for
 * the interview's OWNER/RECRUITER (they invited the person): invitation lists only.
 */
export function candidateIdentityJoin(tx: Transaction, { managersSeeNames = false } = {}) {
  return tx`cross join lateral private.candidate_identity(inv.id, ${managersSeeNames}) who`;
}

/**
 * Select-list fragment of candidateIdentityJoin(): first_name, last_name and email (null when
 * hidden), candidate_number, and `anonymous` (true when hidden).
 */
export function candidateIdentityColumns(tx: Transaction) {
  return tx`who.first_name, who.last_name, who.email, inv.candidate_number, who.anonymous`;
}
