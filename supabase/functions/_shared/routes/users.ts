import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { CurrentUser } from '../contract/users.ts';
import { requireRecruiter } from '../roles.ts';

export const userRoutes = new Hono<AppEnv>().get(
  // Spec §7: the recruiter session's access check; a candidate gets 403 with redirect_to_candidate.
  '/me',
  requireRecruiter,
  (c) => {
    const profile = c.var.profile;
    return c.json({
      id: profile.id,
      email: profile.email,
      role: profile.role,
      first_name: profile.first_name,
      last_name: profile.last_name,
      google_user_data: { name: profile.full_name },
    } satisfies CurrentUser);
  },
);
