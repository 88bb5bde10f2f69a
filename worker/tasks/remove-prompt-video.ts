// remove_prompt_video {source_path}: a deleted video prompt (by its recruiter, as unused by the
// retention schedule, or with its workspace) takes its original in the prompt-videos bucket with it;
// its renditions go with its recording_media row (remove_renditions). A name Storage no longer
// holds (the recruiter's delete removed it first) is skipped, so running it again is harmless.
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { WorkerContext } from '../context.ts';
import { PROMPT_VIDEOS_BUCKET_ID } from '#contract/prompt-videos';

const payloadSchema = z.object({ source_path: z.string().min(1) });

export function removePromptVideo(ctx: WorkerContext): Task {
  return async (payload, helpers) => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) {
      helpers.logger.error(`Skipped: the payload names no prompt video: ${JSON.stringify(payload)}`);
      return;
    }
    await ctx.storage.remove(PROMPT_VIDEOS_BUCKET_ID, [parsed.data.source_path]);
  };
}
