import type { WorkspaceBrand } from '../contract/workspaces.ts';
import type { Tables } from '../database.types.ts';
import type { Transaction } from '../db.ts';
import { workspaceLogoUrl } from './workspace-logo-url.ts';

/**
 * The brand of the caller's first workspace (the one they joined first, as GET /users/me lists
 * them); null when they belong to none. `tx` runs as the caller: row-level security shows a member
 * their own memberships and workspaces.
 */
export async function firstWorkspaceBrand(tx: Transaction): Promise<WorkspaceBrand | null> {
  const [row] = await tx<Pick<Tables<'workspaces'>, 'name' | 'logo_path' | 'brand_color'>[]>`
    select w.name, w.logo_path, w.brand_color
    from public.workspace_members m
    join public.workspaces w on w.id = m.workspace_id
    where m.user_id = (select auth.uid())
    order by m.created_at, w.id
    limit 1`;
  return row
    ? { name: row.name, logo_url: workspaceLogoUrl(row.logo_path), brand_color: row.brand_color }
    : null;
}
