import { errorCodes } from '../contract/errors.ts';
import { invitationApi, invitationErrorMessages, type InvitationStatus } from '../contract/invitations.ts';
import type { Tables } from '../database.types.ts';
import { asCaller, type Transaction } from '../db.ts';
import { requireEnv } from '../env.ts';
import { HttpError } from '../http-error.ts';
import { createInvitation } from '../invitations/create-invitation.ts';
import { TEST_MODE_MARKER, type InvitationMailDeps } from '../invitations/invitation-email-delivery.ts';
import { resendInvitation } from '../invitations/resend-invitation.ts';
import { mailSenderFromEnv } from '../mail/mail-sender-from-env.ts';
import { interviewScope } from '../recruiter-scope.ts';
import { requireRecruiter } from '../roles.ts';
import { RouteTable } from '../route-table.ts';
import { removeResponseMedia } from '../storage.ts';

type InvitationRow = Pick<
  Tables<'invitations'>,
  | 'id'
  | 'interview_id'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'status'
  | 'unique_link_token'
  | 'email_status'
  | 'email_error'
  | 'created_at'
  | 'expires_at'
> & { is_test_mode: boolean; interview_title: string; company_name: string | null };

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
  const [invitation] = await tx<{ status: InvitationStatus }[]>`
    select inv.status
    from public.invitations inv
    join public.interviews i on i.id = inv.interview_id
    where inv.id = ${id}
    for update of inv`;
  if (!invitation) throw invitationNotFound();
  return invitation.status;
}

let mailDeps: InvitationMailDeps | undefined;
/** The mail provider and the link's origin, read from the environment on first use. */
function invitationMailDeps(): InvitationMailDeps {
  if (!mailDeps) {
    const sender = mailSenderFromEnv();
    console.info(`Invitation e-mails go through: ${sender.name}`);
    mailDeps = { sender, siteUrl: requireEnv('SITE_URL') };
  }
  return mailDeps;
}

// No handler filters by owner: every query joins public.interviews as the caller, whose
// row-level security shows a recruiter their own interviews and an admin all of them. So an
// invitation a recruiter merely took as a candidate is not theirs here either.
export const invitationRoutes = new RouteTable()
  .handle(invitationApi.list, requireRecruiter, async (c, { query }) => {
    const { interview_id: interviewId, page, page_size: pageSize } = query;
    const { total, rows } = await asCaller(c.var.user, async (tx) => {
      const scope = interviewScope(tx, c.var.profile);
      const [count] = await tx<{ total: number }[]>`
        select count(*)::int as total
        from public.invitations inv
        join public.interviews i on i.id = inv.interview_id
        where ${scope} and (${interviewId ?? null}::uuid is null or inv.interview_id = ${interviewId ?? null})`;
      // The page is cut first and only its rows look up their newest outbox row: a lateral join
      // before the limit would probe the outbox once for every invitation the caller can see.
      // is_test_mode: that newest row was held back by test mode and the e-mail has not gone out since.
      const rows = await tx<InvitationRow[]>`
        with page as (
          select inv.*
          from public.invitations inv
          join public.interviews i on i.id = inv.interview_id
          where ${scope} and (${interviewId ?? null}::uuid is null or inv.interview_id = ${interviewId ?? null})
          order by inv.created_at desc, inv.id desc
          limit ${pageSize} offset ${(page - 1) * pageSize}
        )
        select inv.id, inv.interview_id, inv.first_name, inv.last_name, inv.email, inv.status,
               inv.unique_link_token, inv.email_status, inv.email_error,
               coalesce(inv.email_status = 'PENDING' and last_mail.status = 'PENDING'
                        and last_mail.last_error = ${TEST_MODE_MARKER}, false) as is_test_mode,
               inv.created_at, inv.expires_at,
               i.title as interview_title, nullif(p.company_name, '') as company_name
        from page inv
        join public.interviews i on i.id = inv.interview_id
        left join public.profiles p on p.id = i.recruiter_id
        left join lateral (
          select o.status, o.last_error
          from public.mail_outbox o
          where o.invitation_id = inv.id
          order by o.created_at desc, o.id desc
          limit 1
        ) last_mail on true
        order by inv.created_at desc, inv.id desc`;
      return { total: count?.total ?? 0, rows };
    });
    return { invitations: rows, total, page, page_size: pageSize };
  })

  .handle(invitationApi.create, requireRecruiter, (c, { body }) =>
    createInvitation(c.var.user, body, invitationMailDeps()),
  )

  .handle(invitationApi.resend, requireRecruiter, (c, { params: { id } }) =>
    resendInvitation(c.var.user, id, invitationMailDeps()),
  )

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
