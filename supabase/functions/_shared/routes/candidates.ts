// The candidate portal's calls (docs/product.md §7 Candidate account and Candidate dashboard), for any
// signed-in account: its own profile and invitations (its video resumes: video-resumes.ts), and its
// data rights (candidate-data/data-rights.ts): download everything, delete an interview's data or the account.
// Row-level security decides what the caller may read and change; the handlers narrow to the
// caller's own rows only where an admin's wider view would otherwise leak into "my" lists.
import { requireUser } from '../auth.ts';
import { deleteMyAccount, deleteMyInvitationData, readMyData } from '../candidate-data/data-rights.ts';
import { candidateApi, type Candidate } from '../contract/candidates.ts';
import type { Database } from '../database.types.ts';
import { asCaller } from '../db.ts';
import { accountGone, readCallerProfile } from '../roles.ts';
import { RouteTable } from '../route-table.ts';
import { workspaceLogoUrl } from '../workspaces/workspace-logo-url.ts';

/**
 * The generator cannot tell a function's nullable columns: completed_at, the deletion date and the
 * logo and colour may be null.
 */
type InvitationRow = Omit<
  Database['public']['Functions']['list_my_invitations']['Returns'][number],
  'completed_at' | 'data_deleted_after' | 'workspace_logo_path' | 'workspace_brand_color'
> & {
  completed_at: string | null;
  data_deleted_after: string | null;
  workspace_logo_path: string | null;
  workspace_brand_color: string | null;
};

export const candidateRoutes = new RouteTable()
  .handle(candidateApi.me, requireUser, async (c) => {
    const profile = await readCallerProfile(c.var.user);
    if (!profile) throw accountGone();
    return {
      id: profile.id,
      email: profile.email,
      first_name: profile.first_name,
      last_name: profile.last_name,
      locale: profile.locale,
    };
  })

  .handle(candidateApi.updateProfile, requireUser, async (c, { body: { first_name, last_name } }) => {
    const [updated] = await asCaller(
      c.var.user,
      (tx) => tx<Candidate[]>`
        update public.profiles set first_name = ${first_name}, last_name = ${last_name}
        where id = (select auth.uid())
        returning id, email, first_name, last_name, locale`,
    );
    if (!updated) throw accountGone();
    return updated;
  })

  .handle(candidateApi.invitations, requireUser, async (c) => {
    // list_my_invitations() picks the invitations addressed to the caller as a candidate (bound to
    // them, or sent to their confirmed e-mail) and adds what they cannot read themselves: the
    // interview's title and its workspace's name, logo and colour.
    const rows = await asCaller(
      c.var.user,
      (tx) => tx<InvitationRow[]>`
        select id, status, unique_link_token, interview_title, company_name, workspace_logo_path,
               workspace_brand_color, created_at, expires_at, completed_at, data_deleted_after
        from public.list_my_invitations()`,
    );
    return rows.map(({ workspace_logo_path, workspace_brand_color, ...row }) => ({
      ...row,
      workspace: {
        name: row.company_name,
        logo_url: workspaceLogoUrl(workspace_logo_path),
        brand_color: workspace_brand_color,
      },
    }));
  })

  .handle(candidateApi.myData, requireUser, (c) => readMyData(c.var.user))

  .handle(candidateApi.deleteInvitationData, requireUser, (c, { params: { id } }) =>
    deleteMyInvitationData(c.var.user, id),
  )

  .handle(candidateApi.deleteAccount, requireUser, (c) => deleteMyAccount(c.var.user));
