// The invitation e-mail's way out (docs/architecture.md §3 mail_outbox): rendered and queued in the transaction
// that writes the invitation, sent after that transaction commits, and the outcome recorded on the
// invitation (as the caller) and on the outbox row (as the service role). A failed send never
// loses the invitation; the recruiter sees the error and can resend.
import type { UserCaller } from '../auth.ts';
import { asCaller, asService, type Transaction } from '../db.ts';
import { renderInvitationEmail } from '../mail/invitation-email.ts';
import type { MailSender, OutgoingEmail, SendOutcome } from '../mail/mail-sender.ts';

/** What sending needs besides the invitation: the provider and the app's origin for the link. */
export interface InvitationMailDeps {
  sender: MailSender;
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
  companyName: string | null;
}

/** A rendered invitation e-mail with its outbox row. */
export interface QueuedInvitationEmail {
  outboxId: string;
  invitationId: string;
  email: OutgoingEmail;
}

/** How a send went, in the terms of the create and resend responses. */
export interface InvitationEmailOutcome {
  emailSent: boolean;
  isTestMode: boolean;
  emailError: string | null;
}

/**
 * Renders the e-mail and writes its outbox row with `tx` (the caller's transaction that also
 * writes or reads the invitation). The INSERT policy lets a recruiter queue mail only for their
 * own invitations and only to the invitee's address.
 */
export async function queueInvitationEmail(
  tx: Transaction,
  invitation: InvitationForEmail,
  siteUrl: string,
): Promise<QueuedInvitationEmail> {
  const rendered = renderInvitationEmail({
    siteUrl,
    token: invitation.token,
    interviewTitle: invitation.interviewTitle,
    companyName: invitation.companyName,
    firstName: invitation.firstName,
    expiresAt: invitation.expiresAt,
  });
  const [row] = await tx<{ id: string }[]>`
    insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body)
    values (${invitation.invitationId}, ${invitation.email}, ${rendered.subject}, ${rendered.html}, ${rendered.text})
    returning id`;
  if (!row) throw new Error('The mail_outbox insert returned no row');
  return {
    outboxId: row.id,
    invitationId: invitation.invitationId,
    email: { to: invitation.email, ...rendered, idempotencyKey: row.id },
  };
}

/** invitations.email_error holds at most 2000 characters. */
function storable(error: string): string {
  return error.length > 2000 ? `${error.slice(0, 1999)}…` : error;
}

/** Adapters answer every problem as `failed`; one that throws anyway must not lose the outcome. */
async function sendSafely(sender: MailSender, email: OutgoingEmail): Promise<SendOutcome> {
  try {
    return await sender.send(email);
  } catch (error) {
    console.error(`${sender.name} threw instead of answering an outcome`, error);
    return { status: 'failed', error: 'The mail provider could not be called' };
  }
}

/**
 * Sends a queued e-mail (after its transaction has committed) and records the outcome: the
 * invitation's email_status and email_error as the caller (their UPDATE grant and policy allow
 * it), the outbox row's status as the service role (see asService). Recording problems are
 * logged, not thrown: the mail has gone (or not) either way, and a 500 would invite a second send.
 */
export async function deliverInvitationEmail(
  caller: UserCaller,
  queued: QueuedInvitationEmail,
  sender: MailSender,
): Promise<InvitationEmailOutcome> {
  const outcome = await sendSafely(sender, queued.email);
  const result: InvitationEmailOutcome =
    outcome.status === 'sent'
      ? { emailSent: true, isTestMode: false, emailError: null }
      : outcome.status === 'test_mode'
        ? { emailSent: false, isTestMode: true, emailError: null }
        : { emailSent: false, isTestMode: false, emailError: storable(outcome.error) };
  if (outcome.status === 'failed') {
    console.warn(
      `Invitation ${queued.invitationId}: ${sender.name} did not send the e-mail: ${outcome.error}`,
    );
  }

  const emailStatus = result.emailSent ? 'SENT' : result.isTestMode ? 'PENDING' : 'FAILED';
  try {
    await asCaller(
      caller,
      (tx) => tx`
        update public.invitations
        set email_status = ${emailStatus}, email_error = ${result.emailError}
        where id = ${queued.invitationId}`,
    );
  } catch (error) {
    console.error(`Invitation ${queued.invitationId}: could not record e-mail status ${emailStatus}`, error);
  }

  try {
    // Service role: authenticated has no UPDATE on mail_outbox (delivery records are server-written).
    await asService((tx) =>
      outcome.status === 'sent'
        ? tx`
            update public.mail_outbox
            set status = 'SENT', attempts = attempts + 1, sent_at = now(), last_error = null
            where id = ${queued.outboxId}`
        : outcome.status === 'test_mode'
          ? tx`
            update public.mail_outbox
            set status = 'TEST_MODE', attempts = attempts + 1
            where id = ${queued.outboxId}`
          : tx`
            update public.mail_outbox
            set status = 'FAILED', attempts = attempts + 1, last_error = ${outcome.error}
            where id = ${queued.outboxId}`,
    );
  } catch (error) {
    console.error(`Outbox row ${queued.outboxId}: could not record the send outcome`, error);
  }
  return result;
}
