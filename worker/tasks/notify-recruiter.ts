// notify_recruiter {invitation_id}: tells the interview's creator that a completed interview is
// ready to review, or, when the creator is gone or no longer manages the workspace's interviews,
// the workspace's longest-standing OWNER (queued when its last answer settles,
// supabase/schemas/55-responses-and-recordings.sql). The notice is an INTERVIEW_READY outbox row,
// at most one per invitation (a unique index), so a repeated run writes nothing; its insert queues
// the send_mail job that sends it.
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { renderInterviewReadyEmail } from '#backend/mail/interview-ready-email';
import type { WorkerContext } from '../context.ts';

const payloadSchema = z.object({ invitation_id: z.guid() });

interface CompletedInvitation {
  first_name: string;
  last_name: string;
  interview_title: string;
  owner_email: string;
  answer_count: number;
}

export function notifyRecruiterTask(ctx: WorkerContext): Task {
  return async (payload: unknown, helpers) => {
    const { invitation_id: invitationId } = payloadSchema.parse(payload);
    const [invitation] = await ctx.sql<CompletedInvitation[]>`
      select inv.first_name, inv.last_name, i.title as interview_title, p.email as owner_email,
             (select count(*)::int from public.responses r where r.invitation_id = inv.id) as answer_count
      from public.invitations inv
      join public.interviews i on i.id = inv.interview_id
      cross join lateral (
        select m.user_id
        from public.workspace_members m
        where m.workspace_id = i.workspace_id
          and ((m.user_id = i.recruiter_id and m.role in ('OWNER', 'RECRUITER')) or m.role = 'OWNER')
        order by m.user_id = i.recruiter_id desc, m.created_at, m.user_id
        limit 1
      ) told
      join public.profiles p on p.id = told.user_id
      where inv.id = ${invitationId} and inv.status in ('COMPLETED', 'REVIEWED')`;
    // Deleted since, or nobody with an address to write to: nobody to tell.
    if (!invitation || !invitation.owner_email) return;

    const email = renderInterviewReadyEmail({
      siteUrl: ctx.env.SITE_URL,
      invitationId,
      interviewTitle: invitation.interview_title,
      candidateName: `${invitation.first_name} ${invitation.last_name}`,
      answerCount: invitation.answer_count,
    });
    const written = await ctx.sql`
      insert into public.mail_outbox (invitation_id, kind, to_email, subject, html, text_body)
      values (${invitationId}, 'INTERVIEW_READY', ${invitation.owner_email}, ${email.subject}, ${email.html}, ${email.text})
      on conflict (invitation_id) where kind = 'INTERVIEW_READY' do nothing`;
    if (written.count === 0)
      helpers.logger.info(`Invitation ${invitationId}: the recruiter was already told`);
  };
}
