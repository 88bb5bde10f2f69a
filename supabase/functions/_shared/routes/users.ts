import { userApi } from '../contract/users.ts';
import { requireRecruiter } from '../roles.ts';
import { RouteTable } from '../route-table.ts';

// docs/product.md §7: the recruiter session's access check; a candidate gets 403 with redirect_to_candidate.
export const userRoutes = new RouteTable().handle(userApi.me, requireRecruiter, (c) => {
  const profile = c.var.profile;
  return {
    id: profile.id,
    email: profile.email,
    role: profile.role,
    first_name: profile.first_name,
    last_name: profile.last_name,
    google_user_data: { name: profile.full_name },
  };
});
