// Invitations as the recruiter routes list them (the list and an interview's summary): newest
// first, each with its interview's title, its workspace's name and its e-mail status, read from its
// newest invitation e-mail in the outbox (the one place it is kept).
import type { Accommodations } from '../contract/accommodations.ts';
import type { Invitation } from '../contract/invitations.ts';
import type { Tables } from '../database.types.ts';
import type { Transaction } from '../db.ts';
import { scopedInterviewIds, type InterviewScope } from '../recruiter-scope.ts';
import {
  candidateIdentityJoin,
  candidateIdentitySql,
  type CandidateIdentity,
} from '../reviews/blind-identity.ts';

type InvitationRow = Pick<
  Tables<'invitations'>,
  'id' | 'interview_id' | 'candidate_number' | 'status' | 'created_at' | 'expires_at'
> &
  CandidateIdentity & {
    unique_link_token: string | null;
    email_status: Invitation['email_status'];
    email_error: string | null;
    is_test_mode: boolean;
    interview_title: string;
    company_name: string;
    accommodations: Accommodations;
  };

export interface InvitationFilter {
  /** interviewScope(): the interviews of the caller's workspaces, or of one of them. */
  scope: InterviewScope;
  /** Only this interview's invitations; null for all of the caller's. */
  interviewId: string | null;
}

/** The condition on `inv` (public.invitations) of a filter. */
function matching(tx: Transaction, { scope, interviewId }: InvitationFilter) {
  return tx`inv.interview_id = any(${scopedInterviewIds(tx, scope)})
    and (${interviewId}::uuid is null or inv.interview_id = ${interviewId})`;
}

/** How many invitations the filter matches. */
async function countInvitations(tx: Transaction, filter: InvitationFilter): Promise<number> {
  const [count] = await tx<{ total: number }[]>`
    select count(*)::int as total
    from public.invitations inv
    where ${matching(tx, filter)}`;
  return count?.total ?? 0;
}

/**
 * The matching invitations from `offset`, at most `limit` of them, newest first, and how many
 * match in all. The total is counted in the same pass as the page (issue #39); a page past the
 * end has no row to carry it, and only then is it counted on its own.
 */
export async function invitationPage(
  tx: Transaction,
  filter: InvitationFilter,
  paging: { limit: number; offset: number },
): Promise<{ total: number; invitations: Invitation[] }> {
  const rows = await invitationRows(tx, filter, paging);
  const total = rows[0]?.total ?? (paging.offset === 0 ? 0 : await countInvitations(tx, filter));
  return { total, invitations: rows.map(({ total: _, ...invitation }) => invitation) };
}

async function invitationRows(
  tx: Transaction,
  filter: InvitationFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<(Invitation & { total: number })[]> {
  // The page is cut first and only its rows look up their newest outbox row: a join before the
  // limit would probe the outbox once for every invitation the caller can see. Its identities, link
  // tokens and e-mails are asked once for the whole page.
  // The e-mail status is that row's: PENDING while its send_mail job has not reported or test mode
  // holds it (is_test_mode), SENT, or FAILED with the reason; PENDING when there is none.
  return tx<(InvitationRow & { total: number })[]>`
    with page as (
      select inv.id, inv.interview_id, inv.candidate_number,
             inv.status, inv.created_at, inv.expires_at, inv.time_accommodation, inv.extra_attempts,
             inv.text_answers_allowed, count(*) over ()::int as total
      from public.invitations inv
      where ${matching(tx, filter)}
      order by inv.created_at desc, inv.id desc
      limit ${limit} offset ${offset}
    )
    select inv.id, inv.interview_id, ${candidateIdentitySql(tx, { managersSeeNames: true })}, inv.status,
           tok.token as unique_link_token,
           case when last_mail.status in ('SENT', 'FAILED') then last_mail.status::text else 'PENDING' end
             as email_status,
           case when last_mail.status = 'FAILED' then last_mail.last_error end as email_error,
           coalesce(last_mail.status = 'TEST_MODE', false) as is_test_mode,
           inv.created_at, inv.expires_at, inv.total,
           i.title as interview_title, w.name as company_name,
           jsonb_build_object('time', inv.time_accommodation, 'extra_attempts', inv.extra_attempts,
                              'text_answers_allowed', inv.text_answers_allowed) as accommodations
    from page inv
    join public.interviews i on i.id = inv.interview_id
    join public.workspaces w on w.id = i.workspace_id
    ${candidateIdentityJoin(tx, tx`(select array_agg(id) from page)`)}
    left join private.invitation_link_tokens((select array_agg(id) from page)) tok on tok.invitation_id = inv.id
    left join private.invitation_email_states((select array_agg(id) from page)) last_mail
      on last_mail.invitation_id = inv.id
    order by inv.created_at desc, inv.id desc`;
}
