import { deleteUserWithData } from '../admin/delete-user.ts';
import {
  adminApi,
  adminErrorMessages,
  userTypeOf,
  type AdminUser,
  type ListAdminUsersQuery,
  type UserCounts,
} from '../contract/admin.ts';
import { errorCodes } from '../contract/errors.ts';
import type { Tables } from '../database.types.ts';
import { asCaller, type Transaction } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { requireAdmin } from '../roles.ts';
import { RouteTable } from '../route-table.ts';

/**
 * The columns of userColumns(): a profile, its full name as `name` (a generated column, which the
 * generator types nullable; it joins two names that are never null).
 */
type ProfileRow = Pick<
  Tables<'profiles'>,
  'id' | 'email' | 'first_name' | 'last_name' | 'role' | 'created_at'
> & {
  name: string;
  workspaces: AdminUser['workspaces'];
};

type LogRow = Pick<
  Tables<'admin_logs'>,
  'id' | 'action' | 'target_user_email' | 'previous_role' | 'new_role' | 'notes' | 'created_at'
>;

function userColumns(tx: Transaction) {
  return tx`p.id, p.email, p.full_name as name, p.first_name, p.last_name, p.role, p.created_at,
    coalesce((
      select jsonb_agg(jsonb_build_object('id', w.id, 'name', w.name, 'role', m.role) order by m.created_at, w.id)
      from public.workspace_members m join public.workspaces w on w.id = m.workspace_id
      where m.user_id = p.id
    ), '[]'::jsonb) as workspaces`;
}

function adminUser(row: ProfileRow): AdminUser {
  return { ...row, user_type: userTypeOf(row.role) };
}

/** A LIKE pattern matching `text` anywhere, its own %, _ and \ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (wildcard) => `\\${wildcard}`)}%`;
}

/** The WHERE condition of the users list: docs/product.md §5's search and role filter. */
function matchingUsers(tx: Transaction, { search, role }: ListAdminUsersQuery) {
  const pattern = containsPattern(search);
  const bySearch =
    search === ''
      ? tx`true`
      : tx`(email ilike ${pattern} escape '\\' or full_name ilike ${pattern} escape '\\'
            or first_name ilike ${pattern} escape '\\' or last_name ilike ${pattern} escape '\\')`;
  const byRole = role === 'ALL' ? tx`true` : tx`role = ${role}::public.app_role`;
  return tx`${bySearch} and ${byRole}`;
}

// Admins only (requireAdmin answers 401 and 403); row-level security also lets only admins read
// every profile and the log, and the role trigger lets only admins change a role.
export const adminRoutes = new RouteTable()
  .handle(adminApi.users, requireAdmin, async (c, { query }) => {
    const page = await asCaller(c.var.user, async (tx) => {
      const [counts] = await tx<(UserCounts & { matching: number })[]>`
        select count(*) filter (where ${matchingUsers(tx, query)})::int as matching,
               count(*)::int as total,
               count(*) filter (where role = 'CANDIDATE')::int as candidates,
               count(*) filter (where role = 'RECRUITER')::int as recruiters,
               count(*) filter (where role = 'ADMIN')::int as admins
        from public.profiles`;
      const rows = await tx<ProfileRow[]>`
        select ${userColumns(tx)} from public.profiles p
        where ${matchingUsers(tx, query)}
        order by p.created_at desc, p.id desc
        limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`;
      if (!counts) throw new Error('The count query returned no row');
      return { counts, rows };
    });
    const { matching, ...counts } = page.counts;
    return {
      users: page.rows.map(adminUser),
      total: matching,
      page: query.page,
      page_size: query.page_size,
      counts,
    };
  })

  .handle(adminApi.logs, requireAdmin, async (c, { query: { page, page_size } }) => {
    const result = await asCaller(c.var.user, async (tx) => {
      const [count] = await tx<{ total: number }[]>`select count(*)::int as total from public.admin_logs`;
      const rows = await tx<LogRow[]>`
        select id, action, target_user_email, previous_role, new_role, notes, created_at
        from public.admin_logs
        order by created_at desc, id desc
        limit ${page_size} offset ${(page - 1) * page_size}`;
      return { total: count?.total ?? 0, rows };
    });
    return { logs: result.rows, total: result.total, page, page_size };
  })

  .handle(adminApi.changeRole, requireAdmin, async (c, { body: { user_id, new_role } }) => {
    // The role triggers do the rest: only an admin may, the change is logged as 'Role changed from
    // X to Y' with this admin, and the last admin cannot give up the role (400 with its message).
    const user = await asCaller(c.var.user, async (tx) => {
      const [current] = await tx<ProfileRow[]>`
        select ${userColumns(tx)} from public.profiles p where p.id = ${user_id} for update of p`;
      if (!current) return undefined;
      if (current.role === new_role) return current;
      await tx`update public.profiles set role = ${new_role}::public.app_role where id = ${user_id}`;
      // Read after the statement: a user made RECRUITER gets their workspace from an AFTER trigger.
      const [updated] = await tx<ProfileRow[]>`
        select ${userColumns(tx)} from public.profiles p where p.id = ${user_id}`;
      return updated;
    });
    if (!user) throw new HttpError(404, adminErrorMessages.userNotFound, { code: errorCodes.notFound });
    return adminUser(user);
  })

  .handle(adminApi.deleteUser, requireAdmin, (c, { params: { id }, query: { type } }) =>
    deleteUserWithData(c.var.user, id, type),
  );
