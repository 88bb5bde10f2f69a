// send_request_decision {request_id}: the candidate's e-mail answering their request (issue #19
// items 4 and 5; queued by decide_candidate_request in supabase/schemas/60-take.sql).
// One REQUEST_DECIDED outbox row per request: the request row is locked and records the row it got,
// so a repeated job writes nothing; the outbox insert queues send_mail.
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { Accommodations } from '#contract/accommodations';
import type { CandidateRequestKind } from '#contract/candidate-requests';
import type { Locale } from '#contract/locale-tags';
import { renderRequestDecidedEmail } from '#backend/mail/request-decided-email';
import type { WorkerContext } from '../context.ts';
import { workspaceLogoUrl } from '../workspace-logo-url.ts';

const payloadSchema = z.object({ request_id: z.guid() });

interface DecidedRequest {
  invitation_id: string;
  kind: CandidateRequestKind;
  approved: boolean;
  email: string;
  first_name: string;
  token: string;
  expires_at: Date;
  time_accommodation: Accommodations['time'];
  extra_attempts: number;
  text_answers_allowed: boolean;
  interview_title: string;
  workspace_name: string;
  logo_path: string | null;
  brand_color: string | null;
  /** The invitation's language: the answer's (issue #36). */
  language: Locale;
}

export function sendRequestDecisionTask(ctx: WorkerContext): Task {
  return async (payload, helpers) => {
    const { request_id: requestId } = payloadSchema.parse(payload);
    const written = await ctx.sql.begin(async (tx) => {
      const [request] = await tx<DecidedRequest[]>`
        select cr.invitation_id, cr.kind, cr.status = 'APPROVED' as approved,
               inv.email, inv.first_name, inv.unique_link_token as token, inv.expires_at, inv.language,
               inv.time_accommodation, inv.extra_attempts, inv.text_answers_allowed,
               i.title as interview_title, w.name as workspace_name, w.logo_path, w.brand_color
        from public.candidate_requests cr
        join public.invitations inv on inv.id = cr.invitation_id
        join public.interviews i on i.id = inv.interview_id
        join public.workspaces w on w.id = i.workspace_id
        where cr.id = ${requestId} and cr.status <> 'PENDING' and cr.decision_outbox_id is null
        for update of cr`;
      if (!request) return false;
      const email = renderRequestDecidedEmail({
        siteUrl: ctx.env.SITE_URL,
        token: request.token,
        interviewTitle: request.interview_title,
        companyName: request.workspace_name,
        logoUrl: workspaceLogoUrl(ctx, request.logo_path),
        brandColor: request.brand_color,
        firstName: request.first_name,
        expiresAt: request.expires_at,
        kind: request.kind,
        approved: request.approved,
        accommodations: {
          time: request.time_accommodation,
          extra_attempts: request.extra_attempts,
          text_answers_allowed: request.text_answers_allowed,
        },
        locale: request.language,
      });
      const [outbox] = await tx<{ id: string }[]>`
        insert into public.mail_outbox (invitation_id, kind, to_email, from_name, subject, html, text_body)
        values (${request.invitation_id}, 'REQUEST_DECIDED', ${request.email},
                private.invitation_mail_sender_name(${request.invitation_id}),
                ${email.subject}, ${email.html}, ${email.text})
        returning id`;
      await tx`update public.candidate_requests set decision_outbox_id = ${outbox?.id ?? null} where id = ${requestId}`;
      return true;
    });
    if (!written) helpers.logger.info(`Request ${requestId}: no decision to e-mail, or already e-mailed`);
  };
}
