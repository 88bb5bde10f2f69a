import postgres from 'postgres';
import {
  LOGO_LEADING_BYTES,
  logoImageType,
  WORKSPACE_LOGOS_BUCKET_ID,
  workspaceErrorMessages,
  type updateWorkspaceSchema,
} from '../contract/workspaces.ts';
import type { z } from 'zod';
import type { Transaction } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { removeStoredObjects, storageUrl, type StorageCredentials } from '../storage.ts';

type WorkspaceChanges = z.output<typeof updateWorkspaceSchema>;

const LOGO_REMOVAL_FAILED_MESSAGE = 'Could not remove the previous logo; nothing was changed';
const LOGO_READ_FAILED_MESSAGE = 'Could not read the uploaded logo; nothing was changed';
const LOGO_READ_TIMEOUT_MS = 20_000;

/**
 * A logo must be a file the owner uploaded directly into the workspace's own folder, and an image of
 * the type it was uploaded as: Storage checks only the declared type, and serves the file publicly
 * with it, so any bytes declared image/png would otherwise become the workspace's logo.
 */
async function requireUploadedLogo(tx: Transaction, workspaceId: string, logoPath: string): Promise<void> {
  const inFolder =
    logoPath.startsWith(`${workspaceId}/`) && !logoPath.slice(workspaceId.length + 1).includes('/');
  const [object] = inFolder
    ? await tx<{ mimetype: string | null }[]>`
        select metadata->>'mimetype' as mimetype from storage.objects
        where bucket_id = ${WORKSPACE_LOGOS_BUCKET_ID} and name = ${logoPath}`
    : [];
  if (!object)
    throw new HttpError(400, workspaceErrorMessages.logoMissing, {
      fields: { logo_path: workspaceErrorMessages.logoMissing },
    });
  const declared = object.mimetype?.split(';')[0]?.trim().toLowerCase();
  if (logoImageType(await leadingBytesOfLogo(logoPath)) !== declared)
    throw new HttpError(400, workspaceErrorMessages.logoNotImage, {
      fields: { logo_path: workspaceErrorMessages.logoNotImage },
    });
}

/** The first bytes of a logo, read from the public bucket as any browser would. */
async function leadingBytesOfLogo(logoPath: string): Promise<Uint8Array> {
  let response: Response;
  try {
    const name = logoPath.split('/').map(encodeURIComponent).join('/');
    response = await fetch(`${storageUrl}/object/public/${WORKSPACE_LOGOS_BUCKET_ID}/${name}`, {
      headers: { range: `bytes=0-${LOGO_LEADING_BYTES - 1}` },
      signal: AbortSignal.timeout(LOGO_READ_TIMEOUT_MS),
    });
  } catch (error) {
    console.error('Storage could not be reached to read a logo:', error);
    throw new HttpError(502, LOGO_READ_FAILED_MESSAGE);
  }
  if (!response.ok) {
    console.error(`Storage answered ${response.status} to reading a logo: ${await response.text()}`);
    throw new HttpError(502, LOGO_READ_FAILED_MESSAGE);
  }
  // A server that ignores Range sends the whole file (at most the bucket's 1 MiB).
  return new Uint8Array(await response.arrayBuffer()).slice(0, LOGO_LEADING_BYTES);
}

/**
 * PUT /api/workspaces/{id} for an owner (or admin), as the caller. When the logo changes or is
 * removed, the previous file (and any upload never saved) is removed through the Storage API in the
 * same transaction, so a failure there changes nothing and no file is left behind.
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
  if (logoChanges) {
    const replaced = await replacedLogos(tx, workspaceId, current.logo_path, changes.logo_path ?? null);
    if (replaced.length > 0) {
      await removeStoredObjects(WORKSPACE_LOGOS_BUCKET_ID, storage, replaced, LOGO_REMOVAL_FAILED_MESSAGE);
    }
  }
}

/**
 * The files a logo change leaves unused: the previous logo, and uploads of the folder that were
 * never saved (an owner who left the settings page before saving). Uploads younger than an hour
 * are kept, since another owner may be about to save one of them.
 */
async function replacedLogos(
  tx: Transaction,
  workspaceId: string,
  previous: string | null,
  next: string | null,
): Promise<string[]> {
  const abandoned = await tx<{ name: string }[]>`
    select name from storage.objects
    where bucket_id = ${WORKSPACE_LOGOS_BUCKET_ID}
      and name like ${`${workspaceId}/%`}
      and name is distinct from ${next}
      and name is distinct from ${previous}
      and created_at < now() - interval '1 hour'`;
  return [...(previous ? [previous] : []), ...abandoned.map((row) => row.name)];
}
