// Blind review (docs/product.md, Anonymous review): until the caller has submitted their ratings of
// a candidate of an anonymous interview, a payload names the candidate only by candidate_number.
// The rule is private.candidate_identities(); every query that reads a candidate's identity for a
// reviewer selects it through these fragments, so the name never leaves the database. The
// function also gives the name and e-mail only to those they belong to, and is called once for the
// rows of a page rather than once per row and column (issue #39).
import type postgres from 'postgres';
import type { Transaction } from '../db.ts';

/** The columns candidateIdentitySql() selects, besides candidate_number. */
export interface CandidateIdentity {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  anonymous: boolean;
}

/**
 * From-clause fragment: joins `idn`, the identity of the invitation aliased `inv`, to a query.
 * `invitationIds` is an SQL uuid[] holding every `inv.id` the query returns (its page, or the one
 * invitation it reads); the function runs once for all of them.
 */
export function candidateIdentityJoin(tx: Transaction, invitationIds: postgres.PendingQuery<postgres.Row[]>) {
  return tx`left join private.candidate_identities(${invitationIds}) idn on idn.invitation_id = inv.id`;
}

/**
 * Select-list fragment for an invitation aliased `inv`, with candidateIdentityJoin()'s `idn`:
 * first_name, last_name and email (null when hidden), candidate_number, and `anonymous` (true when
 * hidden). `managersSeeNames` keeps the identity for the interview's OWNER/RECRUITER (they invited
 * the person): invitation lists only.
 */
export function candidateIdentitySql(tx: Transaction, { managersSeeNames = false } = {}) {
  const visible = managersSeeNames
    ? tx`coalesce(idn.manages or idn.visible, false)`
    : tx`coalesce(idn.visible, false)`;
  return tx`case when ${visible} then idn.first_name end as first_name,
            case when ${visible} then idn.last_name end as last_name,
            case when ${visible} then idn.email end as email,
            inv.candidate_number, not ${visible} as anonymous`;
}
