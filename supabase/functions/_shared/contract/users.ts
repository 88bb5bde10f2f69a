import { z } from 'zod';
import { defineRoute } from './api-route.ts';
import { idSchema } from './common.ts';
import { workspaceMembershipSchema } from './workspaces.ts';

export const appRoleSchema = z.enum(['ADMIN', 'RECRUITER', 'CANDIDATE']);
export type AppRole = z.infer<typeof appRoleSchema>;

/**
 * GET /api/users/me for a caller with recruiter access (RECRUITER or ADMIN, or a member of any
 * workspace). docs/product.md §3 names the display name google_user_data.name; it is the profile's
 * full name whatever the sign-in method. Anyone else gets 403 with RecruiterAccessDenied instead.
 * `workspaces` are the caller's own, oldest membership first.
 */
export const currentUserSchema = z.object({
  id: idSchema,
  email: z.string(),
  role: appRoleSchema,
  first_name: z.string(),
  last_name: z.string(),
  google_user_data: z.object({ name: z.string() }),
  workspaces: z.array(workspaceMembershipSchema),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

// Section: routes ---------------------------------------------------------------------------------

export const userApi = {
  me: defineRoute({ method: 'GET', path: '/users/me', response: currentUserSchema }),
};
