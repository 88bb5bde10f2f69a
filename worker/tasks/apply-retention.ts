// apply_retention {at?}: the schedule's task (hourly, worker/main.ts's crontab) that deletes the
// candidates' data of every finished invitation whose workspace's retention has passed by `at`
// (issue #20 item 2; supabase/schemas/75-candidate-portal.sql). `at` is graphile-worker's cron
// time (payload._cron.ts), or, to run the schedule at a chosen moment (the tests do), the
// payload's own `at`; otherwise now. Per invitation: its storage objects are removed through the
// Storage API first (SQL would orphan the files), then private.purge_invitation_data deletes the
// rows and anonymises the invitation. A failure leaves that invitation for the next run (the
// listing still finds what is left) and does not stop the others; a run repeated, or two at once,
// delete nothing twice. The same run deletes the video prompts nothing plays any more, saved over a
// day before `at` (issue #37 item 3: a removed question video, a clip recorded but never saved);
// their originals and renditions are removed by the jobs their deletion queues.
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { WorkerContext } from '../context.ts';

const payloadSchema = z.object({
  at: z.iso.datetime({ offset: true }).optional(),
  _cron: z.object({ ts: z.string() }).optional(),
});

/** How long a clip no interview uses is kept: one recorded into a form not saved yet survives. */
const UNUSED_PROMPT_VIDEO_GRACE_MS = 24 * 60 * 60 * 1000;

interface StoredObject {
  bucket_id: string;
  name: string;
}

/** Removes the invitation's storage objects, then its rows; answers whether this run purged it. */
async function purgeInvitation(ctx: WorkerContext, invitationId: string): Promise<boolean> {
  const objects = await ctx.sql<StoredObject[]>`
    select bucket_id, name from private.invitation_stored_objects(${invitationId})`;
  const byBucket = new Map<string, string[]>();
  for (const object of objects) {
    byBucket.set(object.bucket_id, [...(byBucket.get(object.bucket_id) ?? []), object.name]);
  }
  for (const [bucket, names] of byBucket) await ctx.storage.remove(bucket, names);
  const [row] = await ctx.sql<{ purged: boolean }[]>`
    select private.purge_invitation_data(${invitationId}, 'retention') as purged`;
  return row?.purged === true;
}

export function applyRetentionTask(ctx: WorkerContext): Task {
  return async (payload, helpers) => {
    const parsed = payloadSchema.parse(payload ?? {});
    const at = new Date(parsed.at ?? parsed._cron?.ts ?? Date.now());
    const due = await ctx.sql<{ id: string }[]>`
      select id from private.invitations_past_retention(${at}) as id`;
    let purged = 0;
    const failed: string[] = [];
    for (const { id } of due) {
      try {
        if (await purgeInvitation(ctx, id)) purged += 1;
      } catch (error) {
        failed.push(id);
        helpers.logger.error(
          `Retention: invitation ${id} not deleted, retried next run: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    const [prompts] = await ctx.sql<{ deleted: number }[]>`
      select private.delete_unused_prompt_videos(${new Date(at.getTime() - UNUSED_PROMPT_VIDEO_GRACE_MS)}) as deleted`;
    helpers.logger.info(
      `Retention by ${at.toISOString()}: ${purged} invitations' data deleted, ${prompts?.deleted ?? 0} unused video prompts`,
    );
    // Reported as the job's failure, so graphile-worker retries it too, after the others were done.
    if (failed.length > 0)
      throw new Error(`Retention failed for ${failed.length} invitations: ${failed.join(', ')}`);
  };
}
