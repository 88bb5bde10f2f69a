// prune_webhook_deliveries {at?}: the schedule's task (hourly, worker/main.ts's crontab) that
// deletes the webhook deliveries settled more than DELIVERY_LOG_RETENTION_DAYS before `at`
// (supabase/schemas/85-webhooks.sql). `at` is graphile-worker's cron time
// (payload._cron.ts), or, to run the schedule at a chosen moment (the tests do), the payload's
// own `at`; otherwise now. One statement: a run repeated, or two at once, delete nothing twice.
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { WorkerContext } from '../context.ts';

/**
 * How long the delivery log keeps a settled delivery: long enough for an owner to notice a
 * receiver's month-end outage and resend, short enough that the payloads (ids and statuses of
 * candidates' invitations) are not kept beside the candidates' own retention for no reason.
 */
export const DELIVERY_LOG_RETENTION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

const payloadSchema = z.object({
  at: z.iso.datetime({ offset: true }).optional(),
  _cron: z.object({ ts: z.string() }).optional(),
});

export function pruneWebhookDeliveriesTask(ctx: WorkerContext): Task {
  return async (payload, helpers) => {
    const parsed = payloadSchema.parse(payload ?? {});
    const at = new Date(parsed.at ?? parsed._cron?.ts ?? Date.now());
    const before = new Date(at.getTime() - DELIVERY_LOG_RETENTION_DAYS * DAY_MS);
    const [row] = await ctx.sql<{ pruned: number }[]>`
      select private.prune_webhook_deliveries(${before}) as pruned`;
    helpers.logger.info(
      `Webhook delivery log by ${at.toISOString()}: ${row?.pruned ?? 0} deliveries settled before ${before.toISOString()} deleted`,
    );
  };
}
