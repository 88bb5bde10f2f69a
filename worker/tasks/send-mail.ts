// send_mail {outbox_id}: hands one outbox row to the mail provider (queued by the row's insert,
// supabase/schemas/45-mail-and-jobs.sql). Run at least once, so idempotent twice over: the row is locked
// and only a PENDING row is sent, and the provider gets the row's id as its idempotency key, so a
// send repeated after a crash (the provider accepted it, the worker died before recording it) is
// answered with the first e-mail's id instead of delivering it again.
import type { JobHelpers, Task } from 'graphile-worker';
import { z } from 'zod';
import type { MailSender, OutgoingEmail, SendOutcome } from '#backend/mail/mail-sender';
import type { WorkerContext } from '../context.ts';

const payloadSchema = z.object({ outbox_id: z.guid() });

/** Provider calls per row, across retries and Retry-After waits; then the row is FAILED. */
const MAX_SEND_ATTEMPTS = 8;

/** last_error is shown to recruiters: one short line. */
function storable(error: string): string {
  return error.length > 2000 ? `${error.slice(0, 1999)}…` : error;
}

/** Adapters answer every problem as `failed`; one that throws anyway is tried again. */
async function sendSafely(sender: MailSender, email: OutgoingEmail): Promise<SendOutcome> {
  try {
    return await sender.send(email);
  } catch (error) {
    console.error(`[worker] ${sender.name} threw while sending:`, error);
    return { status: 'failed', error: 'The mail provider could not be called', retryable: true };
  }
}

/** What the job does after the row's transaction: nothing, try again later, or wait as told. */
type Next = { kind: 'done' } | { kind: 'retry'; error: string } | { kind: 'wait'; seconds: number };

interface OutboxRow {
  id: string;
  to_email: string;
  subject: string;
  html: string;
  text_body: string;
  from_name: string | null;
  status: string;
  attempts: number;
}

export function sendMailTask(ctx: WorkerContext): Task {
  return async (payload: unknown, helpers: JobHelpers) => {
    const { outbox_id: outboxId } = payloadSchema.parse(payload);
    const next = await ctx.sql.begin(async (tx): Promise<Next> => {
      // Held while the provider is called: another worker given the same row (a job unlocked as
      // dead while its worker still ran) waits, then finds it no longer PENDING.
      const [row] = await tx<OutboxRow[]>`
        select id, to_email, subject, html, text_body, from_name, status::text, attempts
        from public.mail_outbox where id = ${outboxId} for update`;
      // Gone with its invitation, or already settled by an earlier run.
      if (!row || row.status !== 'PENDING') return { kind: 'done' };

      const outcome = await sendSafely(ctx.mail, {
        to: row.to_email,
        subject: row.subject,
        html: row.html,
        text: row.text_body,
        ...(row.from_name === null ? {} : { fromName: row.from_name }),
        idempotencyKey: row.id,
      });
      if (outcome.status === 'sent') {
        await tx`
          update public.mail_outbox
          set status = 'SENT', attempts = attempts + 1, sent_at = now(), last_error = null
          where id = ${row.id}`;
        return { kind: 'done' };
      }
      if (outcome.status === 'test_mode') {
        await tx`
          update public.mail_outbox set status = 'TEST_MODE', attempts = attempts + 1, last_error = null
          where id = ${row.id}`;
        return { kind: 'done' };
      }
      const error = storable(outcome.error);
      const lastAttempt =
        row.attempts + 1 >= MAX_SEND_ATTEMPTS || helpers.job.attempts >= helpers.job.max_attempts;
      if (!outcome.retryable || lastAttempt) {
        await tx`
          update public.mail_outbox set status = 'FAILED', attempts = attempts + 1, last_error = ${error}
          where id = ${row.id}`;
        helpers.logger.warn(`Outbox row ${row.id} FAILED: ${error}`);
        return { kind: 'done' };
      }
      await tx`
        update public.mail_outbox set attempts = attempts + 1, last_error = ${error} where id = ${row.id}`;
      return outcome.retryAfterSeconds === undefined
        ? { kind: 'retry', error }
        : { kind: 'wait', seconds: outcome.retryAfterSeconds };
    });

    if (next.kind === 'retry') throw new Error(next.error);
    if (next.kind === 'wait') {
      // The provider said when: the row's own job again at that time (its key belongs to this
      // running job, so graphile-worker adds a new one), instead of the backoff's guess.
      await helpers.addJob(
        'send_mail',
        { outbox_id: outboxId },
        {
          jobKey: `mail:${outboxId}`,
          runAt: new Date(Date.now() + next.seconds * 1000),
          maxAttempts: MAX_SEND_ATTEMPTS,
        },
      );
    }
  };
}
