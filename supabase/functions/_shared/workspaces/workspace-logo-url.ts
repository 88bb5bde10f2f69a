import { WORKSPACE_LOGOS_BUCKET_ID } from '../contract/workspaces.ts';
import { publicStorageUrl } from '../storage.ts';

/**
 * The public URL of a workspace's logo, as browsers and mail clients reach Storage; null for none.
 * Each segment is percent-encoded; the database holds the name to one plain file of the
 * workspace's folder (workspaces_logo_path_in_folder), so no segment can be '.' or '..'.
 */
export function workspaceLogoUrl(logoPath: string | null): string | null {
  if (logoPath === null) return null;
  const encoded = logoPath.split('/').map(encodeURIComponent).join('/');
  return `${publicStorageUrl}/object/public/${WORKSPACE_LOGOS_BUCKET_ID}/${encoded}`;
}
