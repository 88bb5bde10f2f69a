// send_feedback {invitation_id}: the candidate's e-mail of the feedback note a person sent after a
// decision (issue #20 item 5; queued by supabase/schemas/70-reviews-and-evaluation.sql). The feedback row is
// locked and records the outbox row it got, so a repeated job writes nothing; the outbox insert
// queues send_mail.
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { Locale } from '#contract/locale-tags';
import { renderFeedbackEmail } from '#backend/mail/feedback-email';
import type { WorkerContext } from '../context.ts';
import { workspaceLogoUrl } from '../workspace-logo-url.ts';

const payloadSchema = z.object({ invitation_id: z.guid() });

interface Feedback {
  body: string;
  email: string;
  first_name: string;
  interview_title: string;
  workspace_name: string;
  logo_path: string | null;
  brand_color: string | null;
  /** The invitation's language: the e-mail's around the note (issue #36). */
  language: Locale;
}

export function sendFeedbackTask(ctx: WorkerContext): Task {
  return async (payload, helpers) => {
    const { invitation_id: invitationId } = payloadSchema.parse(payload);
    const written = await ctx.sql.begin(async (tx) => {
      const [feedback] = await tx<Feedback[]>`
        select f.body, inv.email, inv.first_name, inv.language, i.title as interview_title,
               w.name as workspace_name, w.logo_path, w.brand_color
        from public.candidate_feedback f
        join public.invitations inv on inv.id = f.invitation_id
        join public.interviews i on i.id = inv.interview_id
        join public.workspaces w on w.id = i.workspace_id
        where f.invitation_id = ${invitationId} and f.outbox_id is null
        for update of f`;
      if (!feedback) return false;
      const email = renderFeedbackEmail({
        firstName: feedback.first_name,
        interviewTitle: feedback.interview_title,
        companyName: feedback.workspace_name,
        logoUrl: workspaceLogoUrl(ctx, feedback.logo_path),
        brandColor: feedback.brand_color,
        body: feedback.body,
        siteUrl: ctx.env.SITE_URL,
        locale: feedback.language,
      });
      const [outbox] = await tx<{ id: string }[]>`
        insert into public.mail_outbox (invitation_id, kind, to_email, from_name, subject, html, text_body)
        values (${invitationId}, 'FEEDBACK', ${feedback.email},
                private.invitation_mail_sender_name(${invitationId}),
                ${email.subject}, ${email.html}, ${email.text})
        returning id`;
      await tx`update public.candidate_feedback set outbox_id = ${outbox?.id ?? null} where invitation_id = ${invitationId}`;
      return true;
    });
    if (!written) helpers.logger.info(`Feedback of ${invitationId}: already e-mailed, or none`);
  };
}
