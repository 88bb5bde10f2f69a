// remove_renditions {recording_id}: a deleted recording (its answer, invitation, interview, resume
// or user deleted) takes its renditions with it. Removes the fixed names under <id>/; a name
// Storage does not hold is skipped, so running it again is harmless. Under the recording's lock,
// so a process_recording job uploading at the same moment finishes first (and then finds the row
// gone and removes its own upload).
import type { Task } from 'graphile-worker';
import type { WorkerContext } from '../context.ts';
import { withRecordingLock } from '../media/recording-rows.ts';
import { ALL_RENDITION_FILES } from '../media/rendition-plan.ts';
import { RENDITIONS_BUCKET_ID } from '#contract/recordings';
import { recordingPayloadSchema } from './process-recording.ts';

export function removeRenditions(ctx: WorkerContext): Task {
  return async (payload, helpers) => {
    const parsed = recordingPayloadSchema.safeParse(payload);
    if (!parsed.success) {
      helpers.logger.error(`Skipped: the payload names no recording: ${JSON.stringify(payload)}`);
      return;
    }
    const id = parsed.data.recording_id;
    await withRecordingLock(ctx.sql, id, () =>
      ctx.storage.remove(
        RENDITIONS_BUCKET_ID,
        ALL_RENDITION_FILES.map((name) => `${id}/${name}`),
      ),
    );
  };
}
