// The invitation e-mail's way out (docs/architecture.md §3 mail_outbox): rendered and written to
// the outbox in the transaction that writes or reads the invitation. The row's insert queues the
// send_mail job in that same transaction (worker/tasks/send-mail.ts sends it), so the request never
// waits for the mail provider and an outage only delays the e-mail.
import type { Locale } from '../contract/locale-tags.ts';
import type { Tables } from '../database.types.ts';
import type { Transaction } from '../db.ts';
import { renderInvitationEmail } from '../mail/invitation-email.ts';
import { workspaceLogoUrl } from '../workspaces/workspace-logo-url.ts';

/** What the e-mail needs besides the invitation: the app's origin for the link. */
export interface InvitationMailDeps {
  /** SITE_URL: the invite link is `${siteUrl}/take/{token}`. */
  siteUrl: string;
}

/** The invitation fields the e-mail is made of. */
export interface InvitationForEmail {
  invitationId: string;
  email: string;
  firstName: string;
  token: string;
  expiresAt: Date;
  interviewTitle: string;
  /** The invitation's language: the e-mail's (issue #36). */
  language: Locale;
  /** The interview's workspace: the e-mail's name, logo and colour. */
  workspace: InvitationWorkspace;
}

/** The columns of the interview's workspace the e-mail uses (its sender name is the database's). */
export type InvitationWorkspace = Pick<Tables<'workspaces'>, 'name' | 'logo_path' | 'brand_color'>;

/**
 * Renders the e-mail and writes its outbox row with `tx` (the caller's transaction that also
 * writes or reads the invitation). The INSERT policy lets a recruiter queue mail only for their
 * own invitations, only to the invitee's address and only under the workspace's sender name.
 */
export async function queueInvitationEmail(
  tx: Transaction,
  invitation: InvitationForEmail,
  siteUrl: string,
): Promise<void> {
  const rendered = renderInvitationEmail({
    siteUrl,
    token: invitation.token,
    interviewTitle: invitation.interviewTitle,
    companyName: invitation.workspace.name,
    logoUrl: workspaceLogoUrl(invitation.workspace.logo_path),
    brandColor: invitation.workspace.brand_color,
    firstName: invitation.firstName,
    expiresAt: invitation.expiresAt,
    locale: invitation.language,
  });
  const [row] = await tx<{ id: string }[]>`
    insert into public.mail_outbox (invitation_id, to_email, from_name, subject, html, text_body)
    values (${invitation.invitationId}, ${invitation.email},
            private.invitation_mail_sender_name(${invitation.invitationId}),
            ${rendered.subject}, ${rendered.html}, ${rendered.text})
    returning id`;
  if (!row) throw new Error('The mail_outbox insert returned no row');
}
