// The public URL of a workspace's logo for the e-mails the worker renders (reminders, receipts,
// request decisions): the api's helper reads the edge runtime's environment, the worker its own.
import { WORKSPACE_LOGOS_BUCKET_ID } from '#contract/workspaces';
import type { WorkerContext } from './context.ts';

/** Null for a workspace without a logo; each segment percent-encoded, as Storage names them. */
export function workspaceLogoUrl(ctx: WorkerContext, logoPath: string | null): string | null {
  if (logoPath === null) return null;
  const encoded = logoPath.split('/').map(encodeURIComponent).join('/');
  return `${ctx.env.SUPABASE_URL.replace(/\/+$/, '')}/storage/v1/object/public/${WORKSPACE_LOGOS_BUCKET_ID}/${encoded}`;
}
