// queue_reminders {at?}: the schedule's task (every 5 minutes, worker/main.ts's crontab) that
// e-mails the reminders due by `at` (issue #19 item 3; supabase/schemas/45-mail-and-jobs.sql).
// `at` is graphile-worker's cron time (payload._cron.ts), or, to run the schedule at a chosen
// moment (the tests do), the payload's own `at`; otherwise now. Each invitation is one
// transaction: its reminder rows first (the unique (invitation, hours_before) lets only one run
// write them), then the e-mail of the nearest moment into the outbox, whose insert queues its
// send_mail job. A run repeated, or two at once, sends nothing twice.
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { Locale } from '#contract/locale-tags';
import { workspaceLogoUrl } from '../workspace-logo-url.ts';
import { renderReminderEmail } from '#backend/mail/reminder-email';
import type { WorkerContext } from '../context.ts';

const payloadSchema = z.object({
  at: z.iso.datetime({ offset: true }).optional(),
  _cron: z.object({ ts: z.string() }).optional(),
});

interface DueMoment {
  invitation_id: string;
  hours_before: number;
  due_at: Date;
}

interface ReminderInvitation {
  email: string;
  first_name: string;
  token: string;
  expires_at: Date;
  interview_title: string;
  workspace_name: string;
  logo_path: string | null;
  brand_color: string | null;
  /** The invitation's language: the reminder's (issue #36). */
  language: Locale;
}

export function queueRemindersTask(ctx: WorkerContext): Task {
  return async (payload, helpers) => {
    const parsed = payloadSchema.parse(payload ?? {});
    const at = new Date(parsed.at ?? parsed._cron?.ts ?? Date.now());
    const due = await ctx.sql<DueMoment[]>`select * from private.due_reminders(${at})`;
    const byInvitation = new Map<string, DueMoment[]>();
    for (const moment of due) {
      byInvitation.set(moment.invitation_id, [...(byInvitation.get(moment.invitation_id) ?? []), moment]);
    }
    let sent = 0;
    for (const [invitationId, moments] of byInvitation) {
      // The nearest moment to the deadline is e-mailed; the earlier ones it makes moot are skipped.
      const nearest = moments.reduce((a, b) => (b.hours_before < a.hours_before ? b : a));
      const written = await ctx.sql.begin(async (tx) => {
        const rows = await tx`
          insert into public.invitation_reminders (invitation_id, hours_before, due_at, skipped)
          select ${invitationId}, m.hours, m.due_at, m.hours <> ${nearest.hours_before}
          from unnest(${moments.map((m) => m.hours_before)}::int[], ${moments.map((m) => new Date(m.due_at).toISOString())}::text[]::timestamptz[])
                 as m(hours, due_at)
          on conflict (invitation_id, hours_before) do nothing
          returning hours_before`;
        if (!rows.some((row) => row.hours_before === nearest.hours_before)) return false;
        // Read under the same transaction: still open, still active.
        const [invitation] = await tx<ReminderInvitation[]>`
          select inv.email, inv.first_name, inv.unique_link_token as token, inv.expires_at, inv.language,
                 i.title as interview_title, w.name as workspace_name, w.logo_path, w.brand_color
          from public.invitations inv
          join public.interviews i on i.id = inv.interview_id
          join public.workspaces w on w.id = i.workspace_id
          where inv.id = ${invitationId} and inv.status in ('PENDING', 'STARTED') and i.status = 'ACTIVE'`;
        if (!invitation) return false;
        const email = renderReminderEmail({
          siteUrl: ctx.env.SITE_URL,
          token: invitation.token,
          interviewTitle: invitation.interview_title,
          companyName: invitation.workspace_name,
          logoUrl: workspaceLogoUrl(ctx, invitation.logo_path),
          brandColor: invitation.brand_color,
          firstName: invitation.first_name,
          expiresAt: invitation.expires_at,
          hoursBefore: nearest.hours_before,
          locale: invitation.language,
        });
        const [outbox] = await tx<{ id: string }[]>`
          insert into public.mail_outbox (invitation_id, kind, to_email, from_name, subject, html, text_body)
          values (${invitationId}, 'REMINDER', ${invitation.email},
                  private.invitation_mail_sender_name(${invitationId}),
                  ${email.subject}, ${email.html}, ${email.text})
          returning id`;
        await tx`
          update public.invitation_reminders set outbox_id = ${outbox?.id ?? null}
          where invitation_id = ${invitationId} and hours_before = ${nearest.hours_before}`;
        return true;
      });
      if (written) sent += 1;
    }
    helpers.logger.info(`Reminders due by ${at.toISOString()}: ${sent} e-mailed`);
  };
}
