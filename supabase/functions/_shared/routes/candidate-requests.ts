// Candidates' requests (issue #19 items 4 and 5): the candidate asks from their invite link; those
// who manage the interview list the requests (dashboard, interview page) and answer each once.
// Both sides are SQL functions run as the caller (request_from_candidate, decide_candidate_request:
// supabase/schemas/60-take.sql), which check the token or the caller's role and
// raise the contract's messages; the decision's e-mail is queued in the same transaction.
import { candidateRequestRows } from '../candidate-requests/candidate-request-rows.ts';
import {
  candidateRequestApi,
  candidateRequestMessages,
  type CandidateRequest,
  type CandidateRequestSummary,
} from '../contract/candidate-requests.ts';
import { errorCodes } from '../contract/errors.ts';
import { takeErrorMessages } from '../contract/take-messages.ts';
import { asCaller, isoTimestamp, type Transaction } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { interviewScope, scopedWorkspaces } from '../recruiter-scope.ts';
import { requireRecruiter } from '../roles.ts';
import { RouteTable } from '../route-table.ts';

function requestNotFound(): HttpError {
  return new HttpError(404, candidateRequestMessages.notFound, { code: errorCodes.notFound });
}

function badRequest(field: string, message: string): HttpError {
  return new HttpError(400, message, { code: errorCodes.invalidInput, fields: { [field]: message } });
}

/** A request the caller manages (an admin any), read again after a change. */
async function readRequest(tx: Transaction, id: string): Promise<CandidateRequest> {
  const [request] = await candidateRequestRows(tx, {
    scope: null,
    interviewId: null,
    status: null,
    requestId: id,
  });
  if (!request) throw requestNotFound();
  return request;
}

/** The kind of a request the caller manages (row-level security hides the others: 404). */
async function kindOf(tx: Transaction, id: string): Promise<CandidateRequest['kind']> {
  const [row] = await tx<{ kind: CandidateRequest['kind'] }[]>`
    select kind from public.candidate_requests where id = ${id}`;
  if (!row) throw requestNotFound();
  return row.kind;
}

export const candidateRequestRoutes = new RouteTable()
  .handle(
    candidateRequestApi.ask,
    null,
    async (c, { params: { token }, body }) => {
      const summary = await asCaller(c.var.caller, async (tx) => {
        const [row] = await tx<
          { request: Omit<CandidateRequestSummary, 'requested_at'> & { requested_at: string } }[]
        >`
          select public.request_from_candidate(${token}, ${body.kind}, ${body.reason}) as request`;
        if (!row) throw new Error('request_from_candidate returned no row');
        return row.request;
      });
      return { ...summary, requested_at: isoTimestamp(summary.requested_at) };
    },
    { invalidParams: () => new HttpError(404, takeErrorMessages.notFound, { code: errorCodes.notFound }) },
  )

  .handle(candidateRequestApi.list, requireRecruiter, async (c, { query }) => {
    const requests = await asCaller(c.var.user, async (tx) =>
      candidateRequestRows(tx, {
        scope: interviewScope(tx, await scopedWorkspaces(tx, query.workspace_id)),
        interviewId: query.interview_id ?? null,
        status: query.status ?? null,
        requestId: null,
      }),
    );
    return { requests };
  })

  // An accommodation is granted on the invitation first (its UPDATE policy: managers), then the
  // request is marked, in one transaction: either both happen or neither.
  .handle(candidateRequestApi.approve, requireRecruiter, async (c, { params: { id }, body }) =>
    asCaller(c.var.user, async (tx) => {
      const kind = await kindOf(tx, id);
      if (kind === 'EXTENSION' && body.new_deadline === undefined) {
        throw badRequest('new_deadline', candidateRequestMessages.deadlineRequired);
      }
      if (kind === 'ACCOMMODATION') {
        if (body.accommodations === undefined)
          throw badRequest('accommodations', candidateRequestMessages.accommodationsRequired);
        const {
          time,
          extra_attempts: extraAttempts,
          text_answers_allowed: textAllowed,
        } = body.accommodations;
        await tx`
          update public.invitations
          set time_accommodation = ${time}, extra_attempts = ${extraAttempts}, text_answers_allowed = ${textAllowed}
          where id = (select invitation_id from public.candidate_requests where id = ${id})
            and status in ('PENDING', 'STARTED')`;
      }
      await tx`select public.decide_candidate_request(${id}, true, ${body.new_deadline ?? null}::timestamptz)`;
      return readRequest(tx, id);
    }),
  )

  .handle(candidateRequestApi.decline, requireRecruiter, async (c, { params: { id } }) =>
    asCaller(c.var.user, async (tx) => {
      await kindOf(tx, id);
      await tx`select public.decide_candidate_request(${id}, false, null)`;
      return readRequest(tx, id);
    }),
  );
