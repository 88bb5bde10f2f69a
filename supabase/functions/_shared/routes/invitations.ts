import { bulkInvitationApi } from '../contract/bulk-invitations.ts';
import { errorCodes } from '../contract/errors.ts';
import { invitationApi, invitationErrorMessages, type InvitationStatus } from '../contract/invitations.ts';
import { asCaller, asCallerReadOnly, type Transaction } from '../db.ts';
import { requireSiteUrl } from '../env.ts';
import { HttpError } from '../http-error.ts';
import { alreadyInvited, createBulkInvitations } from '../invitations/create-bulk-invitations.ts';
import { createInvitation } from '../invitations/create-invitation.ts';
import { invitationPage } from '../invitations/invitation-rows.ts';
import type { InvitationMailDeps } from '../invitations/invitation-email-delivery.ts';
import { resendInvitation } from '../invitations/resend-invitation.ts';
import { interviewScope, scopedWorkspaces } from '../recruiter-scope.ts';
import { requireRecruiter } from '../roles.ts';
import { RouteTable } from '../route-table.ts';
import { removeResponseMedia } from '../storage.ts';
import { requireInterviewManager, requireInvitationManager } from '../workspaces/workspace-access.ts';

/** What row-level security hides is, to the caller, not there. */
function invitationNotFound(): HttpError {
  return new HttpError(404, invitationErrorMessages.invitationNotFound, { code: errorCodes.notFound });
}

/**
 * Locks an invitation of the caller's interviews for this transaction and returns its status; 404
 * when row-level security hides it. Joined to interviews so an invitation the caller merely holds as a
 * candidate does not count as theirs to manage.
 */
async function lockOwnInvitation(tx: Transaction, id: string): Promise<InvitationStatus> {
  await requireInvitationManager(tx, id, invitationNotFound);
  const [invitation] = await tx<{ status: InvitationStatus }[]>`
    select inv.status
    from public.invitations inv
    join public.interviews i on i.id = inv.interview_id
    where inv.id = ${id}
    for update of inv`;
  if (!invitation) throw invitationNotFound();
  return invitation.status;
}

function interviewNotFound(): HttpError {
  return new HttpError(404, invitationErrorMessages.interviewNotFound, { code: errorCodes.notFound });
}

let mailDeps: InvitationMailDeps | undefined;
/** The link's origin, checked on first use. */
function invitationMailDeps(): InvitationMailDeps {
  if (!mailDeps) {
    mailDeps = { siteUrl: requireSiteUrl() };
  }
  return mailDeps;
}

// Every query joins public.interviews as the caller, whose row-level security shows the members of
// a workspace its interviews and an admin all of them; the list reads within the caller's
// workspaces (interviewScope). So an invitation a recruiter merely took as a candidate is not
// theirs here either. A REVIEWER is refused every change with a clear 403, before any is tried.
export const invitationRoutes = new RouteTable()
  .handle(invitationApi.list, requireRecruiter, async (c, { query }) => {
    const { interview_id: interviewId, page, page_size: pageSize } = query;
    const { total, invitations } = await asCallerReadOnly(c.var.user, async (tx) => {
      const filter = {
        scope: interviewScope(tx, await scopedWorkspaces(tx, query.workspace_id)),
        interviewId: interviewId ?? null,
      };
      return invitationPage(tx, filter, { limit: pageSize, offset: (page - 1) * pageSize });
    });
    return { invitations, total, page, page_size: pageSize };
  })

  .handle(invitationApi.create, requireRecruiter, async (c, { body }) => {
    await asCaller(c.var.user, (tx) => requireInterviewManager(tx, body.interview_id, interviewNotFound));
    return createInvitation(c.var.user, body, invitationMailDeps());
  })

  .handle(bulkInvitationApi.send, requireRecruiter, async (c, { params: { id }, body }) => {
    await asCaller(c.var.user, (tx) => requireInterviewManager(tx, id, interviewNotFound));
    return createBulkInvitations(c.var.user, id, body, invitationMailDeps());
  })

  .handle(bulkInvitationApi.check, requireRecruiter, async (c, { params: { id }, body }) => {
    await asCaller(c.var.user, (tx) => requireInterviewManager(tx, id, interviewNotFound));
    return { already_invited: await alreadyInvited(c.var.user, id, body.emails) };
  })

  .handle(invitationApi.resend, requireRecruiter, async (c, { params: { id } }) => {
    await asCaller(c.var.user, (tx) => requireInvitationManager(tx, id, invitationNotFound));
    return resendInvitation(c.var.user, id, invitationMailDeps());
  })

  .handle(invitationApi.cancel, requireRecruiter, async (c, { params: { id } }) => {
    await asCaller(c.var.user, async (tx) => {
      // Locked, so a candidate starting the interview at this moment cannot slip past the check.
      const status = await lockOwnInvitation(tx, id);
      if (status !== 'PENDING') {
        throw new HttpError(409, invitationErrorMessages.onlyPendingCancellable);
      }
      // The status trigger stamps cancelled_at; get_interview_by_token refuses the link from now on.
      await tx`update public.invitations set status = 'CANCELLED' where id = ${id}`;
    });
    return { id, status: 'CANCELLED' as const };
  })

  .handle(invitationApi.setAccommodations, requireRecruiter, async (c, { params: { id }, body }) => {
    await asCaller(c.var.user, async (tx) => {
      const status = await lockOwnInvitation(tx, id);
      if (status !== 'PENDING' && status !== 'STARTED') {
        throw new HttpError(409, invitationErrorMessages.accommodationsAfterCompletion);
      }
      await tx`
        update public.invitations
        set time_accommodation = ${body.time}, extra_attempts = ${body.extra_attempts},
            text_answers_allowed = ${body.text_answers_allowed}
        where id = ${id}`;
    });
    return { id, accommodations: body };
  })

  .handle(invitationApi.remove, requireRecruiter, async (c, { params: { id } }) => {
    await asCaller(c.var.user, async (tx) => {
      // Locked, so the candidate cannot start or answer while the recordings are being removed.
      await lockOwnInvitation(tx, id);
      // The recordings first, while the invitation exists (their listing checks ownership
      // through it); a failure throws 502 and this transaction deletes nothing.
      await removeResponseMedia(tx, [id]);
      // The foreign-key cascades take its responses (with their AI insights) and queued mails.
      await tx`delete from public.invitations where id = ${id}`;
    });
    return { success: true as const };
  });
