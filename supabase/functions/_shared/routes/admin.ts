import { Hono } from 'hono';
import { deleteUserWithData } from '../admin/delete-user.ts';
import type { AppEnv } from '../app-env.ts';
import {
  adminErrorMessages,
  changeRoleSchema,
  deleteUserQuerySchema,
  listAdminLogsQuerySchema,
  listAdminUsersQuerySchema,
  userIdParamSchema,
  userTypeOf,
  type AdminLog,
  type AdminLogPage,
  type AdminUser,
  type AdminUserPage,
  type ListAdminUsersQuery,
  type UserCounts,
} from '../contract/admin.ts';
import { errorCodes } from '../contract/errors.ts';
import { asCaller, type Transaction } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { requireAdmin } from '../roles.ts';
import { validate } from '../validate.ts';

interface ProfileRow extends Omit<AdminUser, 'created_at' | 'user_type'> {
  created_at: Date;
}

interface LogRow extends Omit<AdminLog, 'created_at'> {
  created_at: Date;
}

function userColumns(tx: Transaction) {
  return tx`id, email, full_name as name, first_name, last_name, role, created_at`;
}

function adminUser(row: ProfileRow): AdminUser {
  return { ...row, user_type: userTypeOf(row.role), created_at: row.created_at.toISOString() };
}

/** A LIKE pattern matching `text` anywhere, its own %, _ and \ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (wildcard) => `\\${wildcard}`)}%`;
}

/** The WHERE condition of the users list: spec §5's search and role filter. */
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
export const adminRoutes = new Hono<AppEnv>()
  .get('/users', requireAdmin, validate('query', listAdminUsersQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const page = await asCaller(c.var.user, async (tx) => {
      const [counts] = await tx<(UserCounts & { matching: number })[]>`
        select count(*) filter (where ${matchingUsers(tx, query)})::int as matching,
               count(*)::int as total,
               count(*) filter (where role = 'CANDIDATE')::int as candidates,
               count(*) filter (where role = 'RECRUITER')::int as recruiters,
               count(*) filter (where role = 'ADMIN')::int as admins
        from public.profiles`;
      const rows = await tx<ProfileRow[]>`
        select ${userColumns(tx)} from public.profiles
        where ${matchingUsers(tx, query)}
        order by created_at desc, id desc
        limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`;
      if (!counts) throw new Error('The count query returned no row');
      return { counts, rows };
    });
    const { matching, ...counts } = page.counts;
    return c.json({
      users: page.rows.map(adminUser),
      total: matching,
      page: query.page,
      page_size: query.page_size,
      counts,
    } satisfies AdminUserPage);
  })

  .get('/logs', requireAdmin, validate('query', listAdminLogsQuerySchema), async (c) => {
    const { page, page_size } = c.req.valid('query');
    const result = await asCaller(c.var.user, async (tx) => {
      const [count] = await tx<{ total: number }[]>`select count(*)::int as total from public.admin_logs`;
      const rows = await tx<LogRow[]>`
        select id, action, target_user_email, previous_role, new_role, notes, created_at
        from public.admin_logs
        order by created_at desc, id desc
        limit ${page_size} offset ${(page - 1) * page_size}`;
      return { total: count?.total ?? 0, rows };
    });
    return c.json({
      logs: result.rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
      total: result.total,
      page,
      page_size,
    } satisfies AdminLogPage);
  })

  .put('/users/role', requireAdmin, validate('json', changeRoleSchema), async (c) => {
    const { user_id, new_role } = c.req.valid('json');
    // The role triggers do the rest: only an admin may, the change is logged as 'Role changed from
    // X to Y' with this admin, and the last admin cannot give up the role (400 with its message).
    const user = await asCaller(c.var.user, async (tx) => {
      const [current] = await tx<ProfileRow[]>`
        select ${userColumns(tx)} from public.profiles where id = ${user_id} for update`;
      if (!current) return undefined;
      if (current.role === new_role) return current;
      const [updated] = await tx<ProfileRow[]>`
        update public.profiles set role = ${new_role}::public.app_role where id = ${user_id}
        returning ${userColumns(tx)}`;
      return updated;
    });
    if (!user) throw new HttpError(404, adminErrorMessages.userNotFound, { code: errorCodes.notFound });
    return c.json(adminUser(user) satisfies AdminUser);
  })

  .delete(
    '/users/:id',
    requireAdmin,
    validate('param', userIdParamSchema),
    validate('query', deleteUserQuerySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { type } = c.req.valid('query');
      return c.json(await deleteUserWithData(c.var.user, id, type));
    },
  );
