import { dashboardApi, type DashboardStats } from '../contract/dashboard.ts';
import { asCallerReadOnly } from '../db.ts';
import { interviewScope, scopedInterviewIds, scopedWorkspaces } from '../recruiter-scope.ts';
import { requireRecruiter } from '../roles.ts';
import { RouteTable } from '../route-table.ts';

export const dashboardRoutes = new RouteTable().handle(
  dashboardApi.stats,
  requireRecruiter,
  async (c, { query }) => {
    // One aggregate, as the caller, over the interviews of the caller's workspaces (or of the one
    // asked for): only invitations of those count, so an invitation the caller merely took as a
    // candidate does not, and a REVIEWER counts the ones row-level security shows them.
    const [stats] = await asCallerReadOnly(c.var.user, async (tx) => {
      const scope = interviewScope(tx, await scopedWorkspaces(tx, query.workspace_id));
      return tx<DashboardStats[]>`
      with scoped as materialized (select ${scopedInterviewIds(tx, scope)} as ids)
      select
        (select cardinality(ids) from scoped)::int as "totalInterviews",
        count(*) filter (where inv.status in ('PENDING', 'STARTED'))::int as "activeInvitations",
        count(*) filter (where inv.status = 'COMPLETED')::int as "completedInterviews",
        count(*) filter (where inv.status = 'COMPLETED')::int as "pendingReviews"
      from public.invitations inv
      where inv.interview_id = any((select ids from scoped)::uuid[])`;
    });
    if (!stats) throw new Error('The statistics query returned no row');
    return stats;
  },
);
