import { z } from 'zod';
import { defineRoute } from './api-route.ts';
import { workspaceScopeQueryFields } from './workspaces.ts';

const count = z.number().int().nonnegative();

/**
 * GET /api/dashboard/stats: docs/product.md §3's derived statistics over the interviews of the
 * workspace asked for (`workspace_id`), or of all the caller's workspaces. docs/product.md §4: active invitations are PENDING plus
 * STARTED; completed interviews and pending reviews both count COMPLETED invitations.
 */
export const dashboardStatsSchema = z.object({
  totalInterviews: count,
  activeInvitations: count,
  completedInterviews: count,
  pendingReviews: count,
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

// Section: routes ---------------------------------------------------------------------------------

export const dashboardApi = {
  stats: defineRoute({
    method: 'GET',
    path: '/dashboard/stats',
    query: z.object(workspaceScopeQueryFields),
    response: dashboardStatsSchema,
  }),
};
