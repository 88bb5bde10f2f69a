import postgres from 'postgres';
import {
  WORKSPACE_LOGOS_BUCKET_ID,
  workspaceErrorMessages,
  type updateWorkspaceSchema,
} from '../contract/workspaces.ts';
import type { z } from 'zod';
import type { Transaction } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { removeStoredObjects, type StorageCredentials } from '../storage.ts';

type WorkspaceChanges = z.output<typeof updateWorkspaceSchema>;

const LOGO_REMOVAL_FAILED_MESSAGE = 'Could not remove the previous logo; nothing was changed';

/** A logo must be a file the owner uploaded directly into the workspace's own folder. */
async function requireUploadedLogo(tx: Transaction, workspaceId: string, logoPath: string): Promise<void> {
  const inFolder =
    logoPath.startsWith(`${workspaceId}/`) && !logoPath.slice(workspaceId.length + 1).includes('/');
  const [object] = inFolder
    ? await tx`
        select 1 from storage.objects
        where bucket_id = ${WORKSPACE_LOGOS_BUCKET_ID} and name = ${logoPath}`
    : [];
  if (!object)
    throw new HttpError(400, workspaceErrorMessages.logoMissing, {
      fields: { logo_path: workspaceErrorMessages.logoMissing },
    });
}

/**
 * PUT /api/workspaces/{id} for an owner (or admin), as the caller. When the logo changes or is
 * removed, the previous file is removed through the Storage API in the same transaction, so a
 * failure there changes nothing and no file is left behind.
 */
export async function updateWorkspace(
  tx: Transaction,
  workspaceId: string,
  changes: WorkspaceChanges,
  storage: StorageCredentials,
): Promise<void> {
  const [current] = await tx<{ logo_path: string | null }[]>`
    select logo_path from public.workspaces where id = ${workspaceId} for update`;
  if (!current) throw new Error('The workspace was opened but is not readable');
  const logoChanges = changes.logo_path !== undefined && changes.logo_path !== current.logo_path;
  if (logoChanges && changes.logo_path) await requireUploadedLogo(tx, workspaceId, changes.logo_path);

  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length > 0) {
    try {
      await tx`update public.workspaces set ${tx(set)} where id = ${workspaceId}`;
    } catch (error) {
      if (error instanceof postgres.PostgresError && error.constraint_name === 'workspaces_slug_key') {
        throw new HttpError(409, workspaceErrorMessages.slugTaken, {
          fields: { slug: workspaceErrorMessages.slugTaken },
        });
      }
      throw error;
    }
  }
  if (logoChanges && current.logo_path) {
    await removeStoredObjects(
      WORKSPACE_LOGOS_BUCKET_ID,
      storage,
      [current.logo_path],
      LOGO_REMOVAL_FAILED_MESSAGE,
    );
  }
}
