// Video prompts (issue #37 item 3): a recruiter's clip, named here after its TUS upload to
// prompt-videos/<workspace_id>/<uuid>.<ext>, read with its processing state and signed renditions,
// and deleted. Every query runs as the caller: row-level security lets a workspace's OWNERs and
// RECRUITERs save and delete its prompts and its members read them; the clip is signed and removed
// with the caller's own token, so the buckets' policies decide too.
import { errorCodes } from '../contract/errors.ts';
import { PROMPT_VIDEOS_BUCKET_ID, promptVideoApi, promptVideoMessages } from '../contract/prompt-videos.ts';
import { asCaller, type Transaction } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { readPromptRecordings, signPromptRecordings } from '../prompt-videos/prompt-recordings.ts';
import { requireRecruiter } from '../roles.ts';
import { RouteTable } from '../route-table.ts';
import { bearerTokenOf, callerCredentials, removeStoredObjects } from '../storage.ts';
import { workspaceNotFound } from '../recruiter-scope.ts';
import { requireWorkspaceManager } from '../workspaces/workspace-access.ts';

function promptVideoNotFound(): HttpError {
  return new HttpError(404, promptVideoMessages.notFound, { code: errorCodes.notFound });
}

interface PromptVideoRow {
  id: string;
  workspace_id: string;
  source_path: string;
  created_at: string;
}

async function findPromptVideo(tx: Transaction, id: string): Promise<PromptVideoRow> {
  const [row] = await tx<PromptVideoRow[]>`
    select id, workspace_id, source_path, created_at from public.prompt_videos where id = ${id}`;
  if (!row) throw promptVideoNotFound();
  return row;
}

/** The prompt with its recording, signed as the caller. */
async function promptVideoView(tx: Transaction, accessToken: string, row: PromptVideoRow) {
  const recordings = await signPromptRecordings(
    callerCredentials(accessToken),
    await readPromptRecordings(tx, [row.id]),
  );
  const recording = recordings.get(row.id);
  if (!recording) throw new Error(`prompt video ${row.id} has no recording_media row`);
  return { id: row.id, workspace_id: row.workspace_id, created_at: row.created_at, recording };
}

export const promptVideoRoutes = new RouteTable()
  .handle(promptVideoApi.create, requireRecruiter, async (c, { body: input }) => {
    const accessToken = bearerTokenOf(c);
    return asCaller(c.var.user, async (tx) => {
      await requireWorkspaceManager(tx, input.workspace_id, workspaceNotFound);
      // The bucket's SELECT policy shows members their workspace's folder only.
      const [stored] = await tx<{ name: string }[]>`
        select name from storage.objects where bucket_id = ${PROMPT_VIDEOS_BUCKET_ID} and name = ${input.path}`;
      if (!stored) {
        throw new HttpError(400, promptVideoMessages.notUploaded, {
          code: errorCodes.invalidInput,
          fields: { path: promptVideoMessages.notUploaded },
        });
      }
      // Its insert trigger queues the worker's process_recording job in this transaction.
      const [row] = await tx<PromptVideoRow[]>`
        insert into public.prompt_videos (workspace_id, source_path)
        values (${input.workspace_id}, ${input.path})
        returning id, workspace_id, source_path, created_at`;
      if (!row) throw new Error('insert … returning gave no prompt video row');
      return promptVideoView(tx, accessToken, row);
    });
  })

  .handle(promptVideoApi.get, requireRecruiter, (c, { params: { id } }) =>
    asCaller(c.var.user, async (tx) => promptVideoView(tx, bearerTokenOf(c), await findPromptVideo(tx, id))),
  )

  .handle(promptVideoApi.remove, requireRecruiter, async (c, { params: { id } }) => {
    const accessToken = bearerTokenOf(c);
    await asCaller(c.var.user, async (tx) => {
      const row = await findPromptVideo(tx, id);
      await requireWorkspaceManager(tx, row.workspace_id, promptVideoNotFound);
      const [use] = await tx<{ used: boolean }[]>`
        select exists (select 1 from public.questions where prompt_video_id = ${id})
            or exists (select 1 from public.interviews where welcome_prompt_video_id = ${id}) as used`;
      if (use?.used) throw new HttpError(409, promptVideoMessages.inUse);
      // The clip first, as the caller; a failure throws 502 and this transaction keeps the row. The
      // row's recording goes with it by cascade, and its delete trigger queues the renditions' removal.
      await removeStoredObjects(PROMPT_VIDEOS_BUCKET_ID, callerCredentials(accessToken), [row.source_path]);
      await tx`delete from public.prompt_videos where id = ${id}`;
    });
    return { success: true as const };
  });
