import { z } from 'zod';
import { defineRoute } from './api-route.ts';
import { idSchema } from './common.ts';
import { localeSchema } from './locales.ts';
import { workspaceMembershipSchema } from './workspaces.ts';

export const appRoleSchema = z.enum(['ADMIN', 'RECRUITER', 'CANDIDATE']);
export type AppRole = z.infer<typeof appRoleSchema>;

/**
 * GET /api/users/me for a caller with recruiter access (RECRUITER or ADMIN, or a member of any
 * workspace). docs/product.md §3 names the display name google_user_data.name; it is the profile's
 * full name whatever the sign-in method. Anyone else gets 403 with RecruiterAccessDenied instead.
 * `workspaces` are the caller's own, oldest membership first, each with its language (a new
 * interview's default). `locale` is the language the user chose for their pages, null until they choose.
 */
export const currentUserSchema = z.object({
  id: idSchema,
  email: z.string(),
  role: appRoleSchema,
  first_name: z.string(),
  last_name: z.string(),
  google_user_data: z.object({ name: z.string() }),
  locale: localeSchema.nullable(),
  workspaces: z.array(workspaceMembershipSchema),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * PUT /api/users/me/locale, for any signed-in user (a candidate too: the portal speaks it): the
 * language the account chose, or null to choose none. Answers the same.
 */
export const accountLocaleSchema = z
  .object({ locale: localeSchema.nullable() }, { error: 'The body must be a JSON object' })
  .strict();

// Section: routes ---------------------------------------------------------------------------------

export const userApi = {
  me: defineRoute({ method: 'GET', path: '/users/me', response: currentUserSchema }),
  setLocale: defineRoute({
    method: 'PUT',
    path: '/users/me/locale',
    body: accountLocaleSchema,
    response: accountLocaleSchema,
  }),
};
