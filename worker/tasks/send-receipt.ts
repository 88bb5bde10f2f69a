// send_receipt {invitation_id}: the candidate's receipt of a completed interview (issue #19 item 8;
// queued by supabase/schemas/60-take.sql). A COMPLETION_RECEIPT outbox row, at most one
// per invitation (a unique index), so a repeated run writes nothing; its insert queues send_mail.
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { Locale } from '#contract/locale-tags';
import { workspaceLogoUrl } from '../workspace-logo-url.ts';
import { renderCompletionReceiptEmail } from '#backend/mail/completion-receipt-email';
import type { WorkerContext } from '../context.ts';

const payloadSchema = z.object({ invitation_id: z.guid() });

interface CompletedInvitation {
  email: string;
  first_name: string;
  completed_at: Date;
  interview_title: string;
  decision_due_on: string | null;
  workspace_name: string;
  logo_path: string | null;
  brand_color: string | null;
  receipt_token: string | null;
  /** The invitation's language: the receipt's (issue #36). */
  language: Locale;
}

export function sendReceiptTask(ctx: WorkerContext): Task {
  return async (payload, helpers) => {
    const { invitation_id: invitationId } = payloadSchema.parse(payload);
    const [invitation] = await ctx.sql<CompletedInvitation[]>`
      select inv.email, inv.first_name, inv.language, coalesce(inv.completed_at, now()) as completed_at,
             i.title as interview_title, i.decision_due_on::text as decision_due_on,
             w.name as workspace_name, w.logo_path, w.brand_color, c.receipt_token
      from public.invitations inv
      left join public.interview_consents c on c.invitation_id = inv.id
      join public.interviews i on i.id = inv.interview_id
      join public.workspaces w on w.id = i.workspace_id
      where inv.id = ${invitationId} and inv.status in ('COMPLETED', 'REVIEWED')`;
    if (!invitation) return;
    const email = renderCompletionReceiptEmail({
      firstName: invitation.first_name,
      interviewTitle: invitation.interview_title,
      companyName: invitation.workspace_name,
      logoUrl: workspaceLogoUrl(ctx, invitation.logo_path),
      brandColor: invitation.brand_color,
      completedAt: invitation.completed_at,
      decisionDueOn: invitation.decision_due_on,
      consentReceiptUrl: invitation.receipt_token
        ? `${ctx.env.SITE_URL.replace(/\/+$/, '')}/consent-receipts/${invitation.receipt_token}`
        : null,
      locale: invitation.language,
    });
    const written = await ctx.sql`
      insert into public.mail_outbox (invitation_id, kind, to_email, from_name, subject, html, text_body)
      values (${invitationId}, 'COMPLETION_RECEIPT', ${invitation.email},
              private.invitation_mail_sender_name(${invitationId}), ${email.subject}, ${email.html}, ${email.text})
      on conflict (invitation_id) where kind = 'COMPLETION_RECEIPT' do nothing`;
    if (written.count === 0) helpers.logger.info(`Invitation ${invitationId}: the receipt was already sent`);
  };
}
