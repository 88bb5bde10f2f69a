// Video prompts (issue #37 item 3): a clip a recruiter records or uploads, asked as a question or
// played on the welcome step. The browser sends it to Storage with TUS
// (prompt-videos/<workspace_id>/<uuid>.<ext>, the bucket's policies decide), then names it in
// POST /api/prompt-videos; the worker makes its renditions as it does an answer's.
import { z } from 'zod';
import { defineRoute } from './api-route.ts';
import { idSchema, timestampSchema } from './common.ts';
import { deletedSchema } from './interviews.ts';
import { promptRecordingSchema } from './recordings.ts';

/** The private bucket of the recruiters' clips, objects `<workspace_id>/<uuid>.<webm|mp4|ogg>`. */
export const PROMPT_VIDEOS_BUCKET_ID = 'prompt-videos';

/** How long a prompt may last (worker/media/admission.ts refuses a longer one). */
export const PROMPT_VIDEO_MAX_SECONDS = 180;

export const promptVideoMessages = {
  notFound: 'Video not found',
  path: "Must be the uploaded clip: <workspace id>/<uuid>.webm, .mp4 or .ogg in the workspace's folder",
  notUploaded: "The video is not in the workspace's folder; upload it first",
  workspaceId: 'Must be a workspace id',
  promptVideoId: 'Must be a video id',
  inUse: 'This video is used by an interview; remove it from the question or welcome step first',
} as const;

/** The object name of a new clip: a fresh uuid in the workspace's folder. */
export function promptVideoObjectName(workspaceId: string, extension: 'webm' | 'mp4' | 'ogg'): string {
  return `${workspaceId}/${crypto.randomUUID()}.${extension}`;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Body of POST /api/prompt-videos, sent after the upload. A leading `prompt-videos/` is dropped. */
const createPromptVideoSchema = z
  .object(
    {
      workspace_id: z.guid({ error: promptVideoMessages.workspaceId }),
      path: z
        .string({ error: promptVideoMessages.path })
        .transform((path) => path.replace(/^prompt-videos\//, ''))
        .pipe(
          z
            .string()
            .regex(new RegExp(`^${UUID}/${UUID}\\.(webm|mp4|ogg)$`), { error: promptVideoMessages.path }),
        ),
    },
    { error: 'The body must be a JSON object' },
  )
  .refine((body) => body.path.startsWith(`${body.workspace_id}/`), {
    error: promptVideoMessages.path,
    path: ['path'],
  });

/** A prompt with its processing state and, once READY, signed URLs of its renditions. */
export const promptVideoSchema = z.object({
  id: idSchema,
  workspace_id: idSchema,
  created_at: timestampSchema,
  recording: promptRecordingSchema,
});
export type PromptVideo = z.infer<typeof promptVideoSchema>;

const promptVideoIdParamSchema = z.object({ id: z.guid({ error: promptVideoMessages.promptVideoId }) });

export const promptVideoApi = {
  create: defineRoute({
    method: 'POST',
    path: '/prompt-videos',
    body: createPromptVideoSchema,
    response: promptVideoSchema,
    status: 201,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/prompt-videos/:id',
    params: promptVideoIdParamSchema,
    response: promptVideoSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/prompt-videos/:id',
    params: promptVideoIdParamSchema,
    response: deletedSchema,
  }),
};
