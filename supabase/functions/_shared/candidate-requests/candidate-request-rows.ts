// Candidates' requests as those who manage the interview list and answer them, read as the caller:
// row-level security shows the requests of the invitations the caller manages (and an admin's).
import type { Accommodations } from '../contract/accommodations.ts';
import type { CandidateRequest } from '../contract/candidate-requests.ts';
import { isoTimestamp, type Transaction } from '../db.ts';
import type { InterviewScope } from '../recruiter-scope.ts';

interface Filter {
  /** The workspaces listed (interviewScope); null for one request, which row-level security decides. */
  scope: InterviewScope | null;
  interviewId: string | null;
  status: CandidateRequest['status'] | null;
  requestId: string | null;
}

type Row = Omit<
  CandidateRequest,
  'requested_at' | 'decided_at' | 'new_deadline' | 'expires_at' | 'accommodations'
> & {
  requested_at: string;
  decided_at: string | null;
  new_deadline: string | null;
  expires_at: string;
  time_accommodation: Accommodations['time'];
  extra_attempts: number;
  text_answers_allowed: boolean;
};

const iso = (value: string | null) => (value === null ? null : isoTimestamp(value));

/** The matching requests, newest first. */
export async function candidateRequestRows(tx: Transaction, filter: Filter): Promise<CandidateRequest[]> {
  const { scope, interviewId, status, requestId } = filter;
  const rows = await tx<Row[]>`
    select cr.id, cr.invitation_id, inv.interview_id, i.title as interview_title,
           idn.first_name, idn.last_name, idn.email, cr.kind, cr.status, cr.reason,
           cr.requested_at, cr.decided_at, cr.new_deadline, inv.expires_at,
           inv.time_accommodation, inv.extra_attempts, inv.text_answers_allowed
    from public.candidate_requests cr
    join public.invitations inv on inv.id = cr.invitation_id
    join public.interviews i on i.id = inv.interview_id
    cross join lateral private.invitation_identity(inv.id) idn
    where ${scope ?? tx`true`}
      and (${interviewId}::uuid is null or inv.interview_id = ${interviewId})
      and (${status}::public.candidate_request_status is null or cr.status = ${status})
      and (${requestId}::uuid is null or cr.id = ${requestId})
    order by cr.requested_at desc, cr.id
    limit 500`;
  return rows.map(({ time_accommodation, extra_attempts, text_answers_allowed, ...row }) => ({
    ...row,
    requested_at: isoTimestamp(row.requested_at),
    decided_at: iso(row.decided_at),
    new_deadline: iso(row.new_deadline),
    expires_at: isoTimestamp(row.expires_at),
    accommodations: { time: time_accommodation, extra_attempts, text_answers_allowed },
  }));
}
