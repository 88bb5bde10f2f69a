import { requireUser } from '../auth.ts';
import type { Locale } from '../contract/locale-tags.ts';
import { userApi } from '../contract/users.ts';
import type { WorkspaceRole } from '../contract/workspaces.ts';
import { asCaller } from '../db.ts';
import { accountGone, requireRecruiter } from '../roles.ts';
import { RouteTable } from '../route-table.ts';
import { workspaceLogoUrl } from '../workspaces/workspace-logo-url.ts';

interface MembershipRow {
  id: string;
  name: string;
  slug: string;
  logo_path: string | null;
  brand_color: string | null;
  role: WorkspaceRole;
  language: Locale;
}

// docs/product.md §7: the recruiter session's access check; a candidate gets 403 with redirect_to_candidate.
export const userRoutes = new RouteTable()
  .handle(userApi.me, requireRecruiter, async (c) => {
    const profile = c.var.profile;
    const memberships = await asCaller(
      c.var.user,
      (tx) => tx<MembershipRow[]>`
        select w.id, w.name, w.slug, w.logo_path, w.brand_color, m.role, w.language
        from public.workspace_members m
        join public.workspaces w on w.id = m.workspace_id
        where m.user_id = (select auth.uid())
        order by m.created_at, w.id`,
    );
    return {
      id: profile.id,
      email: profile.email,
      role: profile.role,
      first_name: profile.first_name,
      last_name: profile.last_name,
      google_user_data: { name: profile.full_name },
      locale: profile.locale,
      workspaces: memberships.map(({ logo_path, ...membership }) => ({
        ...membership,
        logo_url: workspaceLogoUrl(logo_path),
      })),
    };
  })

  // The account's language, for any signed-in user (the candidate portal's too). Row-level security
  // and a guard trigger hold it to the caller's own profile (supabase/schemas/10-profiles.sql).
  .handle(userApi.setLocale, requireUser, async (c, { body: { locale } }) => {
    const [updated] = await asCaller(
      c.var.user,
      (tx) => tx<{ locale: Locale | null }[]>`
        update public.profiles set locale = ${locale}::public.locale
        where id = (select auth.uid())
        returning locale`,
    );
    if (!updated) throw accountGone();
    return { locale: updated.locale };
  });
