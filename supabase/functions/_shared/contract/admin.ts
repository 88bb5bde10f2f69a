import { z } from 'zod';
import { defineRoute } from './api-route.ts';
import { idSchema, timestampSchema } from './common.ts';
import { pageInfoFields, pageQueryFields } from './paging.ts';
import { appRoleSchema, type AppRole } from './users.ts';
import { workspaceRoleSchema } from './workspaces.ts';

/** docs/product.md §3 Admin user row: recruiter for RECRUITER and ADMIN, candidate for CANDIDATE. */
const userTypeSchema = z.enum(['recruiter', 'candidate'], {
  error: 'Must be recruiter or candidate',
});
export type UserType = z.infer<typeof userTypeSchema>;

export function userTypeOf(role: AppRole): UserType {
  return role === 'CANDIDATE' ? 'candidate' : 'recruiter';
}

/** docs/product.md §5: the admin table's role filter. */
export const roleFilterSchema = z.enum(['ALL', 'CANDIDATE', 'RECRUITER', 'ADMIN'], {
  error: 'Must be ALL, CANDIDATE, RECRUITER or ADMIN',
});
export type RoleFilter = z.infer<typeof roleFilterSchema>;

const ADMIN_USERS_PAGE_SIZE_DEFAULT = 20;
/** docs/product.md §9: Recent Activity shows 10 entries. */
const ADMIN_LOGS_PAGE_SIZE_DEFAULT = 10;
const ADMIN_SEARCH_MAX_LENGTH = 200;

/** The messages of the admin routes' refusals. */
export const adminErrorMessages = {
  adminRequired: 'Only administrators can do this',
  userNotFound: 'User not found',
  cannotDeleteSelf: 'You cannot delete your own account',
  mediaRemovalFailed: 'Could not delete the user’s stored files; the user was not deleted',
  accountRemovalFailed:
    'Could not delete the user’s account; their stored files were removed, so try again to finish',
} as const;

/** 409 of DELETE /api/admin/users/{id}?type= when the user's type is no longer the one confirmed. */
export function typeChangedMessage(actual: UserType): string {
  return `This user is now a ${actual}; reload the list and confirm again`;
}

/**
 * Query of GET /api/admin/users: `search` matches e-mail, full name, first or last name anywhere,
 * ignoring case (docs/product.md §5); `role` filters by role.
 */
const listAdminUsersQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(ADMIN_SEARCH_MAX_LENGTH, { error: `Search must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters` })
    .default(''),
  role: roleFilterSchema.default('ALL'),
  ...pageQueryFields(ADMIN_USERS_PAGE_SIZE_DEFAULT),
});
export type ListAdminUsersQuery = z.infer<typeof listAdminUsersQuerySchema>;

/** docs/product.md §3 Admin user row. */
export const adminUserSchema = z.object({
  id: idSchema,
  email: z.string(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: appRoleSchema,
  user_type: userTypeSchema,
  created_at: timestampSchema,
  /** The workspaces the user belongs to, oldest membership first; an admin opens one from here. */
  workspaces: z.array(z.object({ id: idSchema, name: z.string(), role: workspaceRoleSchema })),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** The control room's counters (docs/product.md §2), over every user whatever the search and filter. */
const userCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  candidates: z.number().int().nonnegative(),
  recruiters: z.number().int().nonnegative(),
  admins: z.number().int().nonnegative(),
});
export type UserCounts = z.infer<typeof userCountsSchema>;

/** GET /api/admin/users: one page of the matching users, newest first, with the counters. */
export const adminUserPageSchema = z.object({
  users: z.array(adminUserSchema),
  /** `total`: how many users match the search and filter. */
  ...pageInfoFields,
  counts: userCountsSchema,
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** Query of GET /api/admin/logs. */
const listAdminLogsQuerySchema = z.object(pageQueryFields(ADMIN_LOGS_PAGE_SIZE_DEFAULT));

const adminActionSchema = z.enum(['ROLE_CHANGE', 'DELETE_USER']);

/** docs/product.md §3 Admin log. */
const adminLogSchema = z.object({
  id: idSchema,
  action: adminActionSchema,
  target_user_email: z.string(),
  previous_role: appRoleSchema.nullable(),
  new_role: appRoleSchema.nullable(),
  notes: z.string().nullable(),
  created_at: timestampSchema,
});
export type AdminLog = z.infer<typeof adminLogSchema>;

/** GET /api/admin/logs: one page, newest first. */
export const adminLogPageSchema = z.object({
  logs: z.array(adminLogSchema),
  ...pageInfoFields,
});
export type AdminLogPage = z.infer<typeof adminLogPageSchema>;

/**
 * Body of PUT /api/admin/users/role: only what the admin chooses. The server reads the user's
 * e-mail, type and current role from the database, and the role trigger logs its own note
 * ('Role changed from X to Y'); docs/product.md §7's user_email, user_type and notes, if sent, are ignored.
 */
const changeRoleSchema = z.object({
  user_id: z.guid({ error: 'Must be a user id' }),
  new_role: appRoleSchema,
});
export type ChangeRole = z.infer<typeof changeRoleSchema>;

/** PUT /api/admin/users/role answers the user as they are now. */
const changedRoleSchema = adminUserSchema;

/** Path and query of DELETE /api/admin/users/{id}?type= (the type the confirmation showed). */
const userIdParamSchema = z.object({ id: z.guid({ error: 'Must be a user id' }) });
const deleteUserQuerySchema = z.object({ type: userTypeSchema });

/** DELETE /api/admin/users/{id}: what was removed with the account. */
export const deletedUserSchema = z.object({
  success: z.literal(true),
  email: z.string(),
  removed_files: z.number().int().nonnegative(),
});
export type DeletedUser = z.infer<typeof deletedUserSchema>;

// Section: routes ---------------------------------------------------------------------------------

export const adminApi = {
  users: defineRoute({
    method: 'GET',
    path: '/admin/users',
    query: listAdminUsersQuerySchema,
    response: adminUserPageSchema,
  }),
  logs: defineRoute({
    method: 'GET',
    path: '/admin/logs',
    query: listAdminLogsQuerySchema,
    response: adminLogPageSchema,
  }),
  changeRole: defineRoute({
    method: 'PUT',
    path: '/admin/users/role',
    body: changeRoleSchema,
    response: changedRoleSchema,
  }),
  deleteUser: defineRoute({
    method: 'DELETE',
    path: '/admin/users/:id',
    params: userIdParamSchema,
    query: deleteUserQuerySchema,
    response: deletedUserSchema,
  }),
};
