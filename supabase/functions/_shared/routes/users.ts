import { userApi } from '../contract/users.ts';
import type { WorkspaceRole } from '../contract/workspaces.ts';
import { asCaller } from '../db.ts';
import { requireRecruiter } from '../roles.ts';
import { RouteTable } from '../route-table.ts';
import { workspaceLogoUrl } from '../workspaces/workspace-logo-url.ts';

interface MembershipRow {
  id: string;
  name: string;
  slug: string;
  logo_path: string | null;
  brand_color: string | null;
  role: WorkspaceRole;
}

// docs/product.md §7: the recruiter session's access check; a candidate gets 403 with redirect_to_candidate.
export const userRoutes = new RouteTable().handle(userApi.me, requireRecruiter, async (c) => {
  const profile = c.var.profile;
  const memberships = await asCaller(
    c.var.user,
    (tx) => tx<MembershipRow[]>`
      select w.id, w.name, w.slug, w.logo_path, w.brand_color, m.role
      from public.workspace_members m
      join public.workspaces w on w.id = m.workspace_id
      where m.user_id = auth.uid()
      order by m.created_at, w.id`,
  );
  return {
    id: profile.id,
    email: profile.email,
    role: profile.role,
    first_name: profile.first_name,
    last_name: profile.last_name,
    google_user_data: { name: profile.full_name },
    workspaces: memberships.map(({ logo_path, ...membership }) => ({
      ...membership,
      logo_url: workspaceLogoUrl(logo_path),
    })),
  };
});
