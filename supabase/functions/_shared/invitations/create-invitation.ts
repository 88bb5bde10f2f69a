import type { UserCaller } from '../caller.ts';
import { NO_ACCOMMODATIONS } from '../contract/accommodations.ts';
import { errorCodes } from '../contract/errors.ts';
import {
  invitationErrorMessages,
  type CreateInvitation,
  type CreatedInvitation,
} from '../contract/invitations.ts';
import type { Tables } from '../database.types.ts';
import { asCaller, type Transaction } from '../db.ts';
import { HttpError } from '../http-error.ts';
import {
  queueInvitationEmail,
  type InvitationMailDeps,
  type InvitationWorkspace,
} from './invitation-email-delivery.ts';

type InterviewRow = Pick<Tables<'interviews'>, 'id' | 'title' | 'status'> & InvitationWorkspace;

type InsertedInvitation = Pick<Tables<'invitations'>, 'id' | 'expires_at' | 'language'>;

/**
 * The interview as the caller sees it (row-level security hides other workspaces' interviews), with
 * its workspace, which the e-mails are branded and sent as: 404 when hidden, 409 unless it takes
 * invitations (ACTIVE).
 */
export async function interviewToInviteTo(tx: Transaction, interviewId: string): Promise<InterviewRow> {
  const [interview] = await tx<InterviewRow[]>`
    select i.id, i.title, i.status, w.name, w.logo_path, w.brand_color
    from public.interviews i
    join public.workspaces w on w.id = i.workspace_id
    where i.id = ${interviewId}`;
  if (!interview) {
    throw new HttpError(404, invitationErrorMessages.interviewNotFound, { code: errorCodes.notFound });
  }
  const refusal = {
    ARCHIVED: invitationErrorMessages.interviewArchived,
    DRAFT: invitationErrorMessages.interviewDraft,
    CLOSED: invitationErrorMessages.interviewClosed,
  }[interview.status as string];
  if (refusal) throw new HttpError(409, refusal);
  return interview;
}

/**
 * POST /api/invitations: the invitation and its rendered e-mail in the outbox (which queues its
 * send_mail job) are written in one transaction as the caller. The answer does not wait for the
 * mail provider: the e-mail is PENDING until the job reports.
 */
export async function createInvitation(
  caller: UserCaller,
  input: CreateInvitation,
  deps: InvitationMailDeps,
): Promise<CreatedInvitation> {
  const invitation = await asCaller(caller, async (tx) => {
    const interview = await interviewToInviteTo(tx, input.interview_id);

    const accommodations = input.accommodations ?? NO_ACCOMMODATIONS;
    const [invitation] = await tx<InsertedInvitation[]>`
      insert into public.invitations (interview_id, first_name, last_name, email, expires_at,
                                      time_accommodation, extra_attempts, text_answers_allowed, language)
      values (${interview.id}, ${input.first_name}, ${input.last_name}, ${input.email}, ${input.expires_at ?? null},
              ${accommodations.time}, ${accommodations.extra_attempts}, ${accommodations.text_answers_allowed},
              ${input.language ?? null}::public.locale)
      returning id, expires_at, language`;
    if (!invitation) throw new Error('The invitation insert returned no row');
    const [link] = await tx<{ token: string | null }[]>`
      select private.invitation_link_token(${invitation.id}) as token`;
    if (!link?.token) throw new Error('The new invitation has no link token for its creator');

    await queueInvitationEmail(
      tx,
      {
        invitationId: invitation.id,
        email: input.email,
        firstName: input.first_name,
        token: link.token,
        expiresAt: new Date(invitation.expires_at),
        interviewTitle: interview.title,
        language: invitation.language,
        workspace: interview,
      },
      deps.siteUrl,
    );
    return { id: invitation.id, unique_link_token: link.token };
  });

  return {
    id: invitation.id,
    unique_link_token: invitation.unique_link_token,
    email_status: 'PENDING',
    email_sent: false,
    is_test_mode: false,
    email_error: null,
  };
}
