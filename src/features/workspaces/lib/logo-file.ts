import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { logoNotImageMessage } from '@/features/workspaces/lib/contract-texts';
import { LOGO_LEADING_BYTES, logoImageType, workspaceLimits } from '#contract/workspaces';

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** Why a chosen file cannot be the logo, or null when it can (the bucket checks the same). */
export function logoFileProblem(i18n: I18n, file: { size: number; type: string }): string | null {
  if (!(workspaceLimits.logoContentTypes as readonly string[]).includes(file.type)) {
    return i18n._(msg`Choose a PNG, JPEG or WebP image`);
  }
  if (file.size > workspaceLimits.logoMaxBytes) return i18n._(msg`The logo must be at most 1 MB`);
  if (file.size === 0) return i18n._(msg`The file is empty`);
  return null;
}

/**
 * Why a file whose type passed logoFileProblem is not that image after all (its leading bytes say
 * otherwise), or null: checked before uploading, as the api checks it again on saving.
 */
export async function logoBytesProblem(i18n: I18n, file: Blob): Promise<string | null> {
  const bytes = new Uint8Array(await file.slice(0, LOGO_LEADING_BYTES).arrayBuffer());
  return logoImageType(bytes) === file.type ? null : i18n._(logoNotImageMessage);
}

/** A new name in the workspace's folder for each upload, so a cached old logo is never shown. */
export function logoObjectName(workspaceId: string, contentType: string): string {
  const random = crypto.randomUUID().replaceAll('-', '').slice(0, 12);
  return `${workspaceId}/logo-${random}.${EXTENSIONS[contentType] ?? 'png'}`;
}
