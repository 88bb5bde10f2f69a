import type { UserCaller } from '../caller.ts';
import { errorCodes } from '../contract/errors.ts';
import { invitationErrorMessages, type ResentInvitation } from '../contract/invitations.ts';
import type { Tables } from '../database.types.ts';
import { asCaller } from '../db.ts';
import { HttpError } from '../http-error.ts';
import {
  queueInvitationEmail,
  type InvitationMailDeps,
  type InvitationWorkspace,
} from './invitation-email-delivery.ts';

type InvitationRow = Pick<
  Tables<'invitations'>,
  'id' | 'status' | 'first_name' | 'email' | 'expires_at' | 'language'
> &
  InvitationWorkspace & {
    /** Null for a caller who does not manage the invitation, whom the route refused already. */
    unique_link_token: string | null;
    interview_title: string;
    interview_status: string;
  };

/**
 * POST /api/invitations/:id/resend: the same link again, for an invitation that can still be
 * taken (PENDING or STARTED, not expired). A new outbox row is written as the caller, which queues
 * its send_mail job like a new invitation's; the answer does not wait for the mail provider.
 */
export async function resendInvitation(
  caller: UserCaller,
  invitationId: string,
  deps: InvitationMailDeps,
): Promise<ResentInvitation> {
  await asCaller(caller, async (tx) => {
    // Joined to interviews as the caller, so only invitations to the caller's own interviews
    // (admins: all) are found, never one the caller merely took as a candidate.
    const [invitation] = await tx<InvitationRow[]>`
      select inv.id, inv.status, idn.first_name, idn.email,
             private.invitation_link_token(inv.id) as unique_link_token, inv.expires_at, inv.language,
             i.title as interview_title, i.status::text as interview_status,
             w.name, w.logo_path, w.brand_color
      from public.invitations inv
      join public.interviews i on i.id = inv.interview_id
      join public.workspaces w on w.id = i.workspace_id
      cross join private.invitation_identity(inv.id) idn
      where inv.id = ${invitationId}`;
    if (!invitation) {
      throw new HttpError(404, invitationErrorMessages.invitationNotFound, { code: errorCodes.notFound });
    }
    if (invitation.interview_status === 'ARCHIVED') {
      throw new HttpError(409, invitationErrorMessages.interviewArchivedResend);
    }
    // Its link would only say the interview is closed.
    if (invitation.interview_status === 'CLOSED') {
      throw new HttpError(409, invitationErrorMessages.interviewClosedResend);
    }
    if (invitation.status !== 'PENDING' && invitation.status !== 'STARTED') {
      throw new HttpError(409, invitationErrorMessages.onlyOpenResendable);
    }
    if (Date.parse(invitation.expires_at) <= Date.now()) {
      throw new HttpError(409, invitationErrorMessages.expired);
    }
    if (!invitation.unique_link_token) throw new Error('The invitation has no link token for its manager');
    await queueInvitationEmail(
      tx,
      {
        invitationId: invitation.id,
        email: invitation.email,
        firstName: invitation.first_name,
        token: invitation.unique_link_token,
        expiresAt: new Date(invitation.expires_at),
        interviewTitle: invitation.interview_title,
        language: invitation.language,
        workspace: invitation,
      },
      deps.siteUrl,
    );
  });

  return { success: true, email_status: 'PENDING', email_error: null, is_test_mode: false };
}
