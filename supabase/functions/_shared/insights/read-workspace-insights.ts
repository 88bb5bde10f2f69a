// A workspace's insights as rows (supabase/schemas/72-insights.sql): the funnel per interview and in
// all, and the team's pace. The route reads them as the caller; the bench (bench/api-latency.ts)
// reads the same statements as the table owner, to show what the api and row-level security add.
import type postgres from 'postgres';
import type { FunnelStep, MemberPace } from '../contract/insights.ts';

export interface StepRow {
  step: FunnelStep;
  candidates: number;
  median_seconds: number | null;
}

export interface PaceRow extends Omit<MemberPace, 'member_id' | 'name'> {
  member_id: string | null;
  name: string | null;
  median_seconds_to_decision: number | null;
}

/** The period bounds each figure by its own moment: invitations by creation, pace by completion and submission. */
export async function readWorkspaceInsights(
  // postgres' own types, not db.ts's alias: the bench, under Node, imports this file and passes
  // sql.begin's transaction, the api its own (a reserved connection).
  tx: postgres.TransactionSql | postgres.ReservedSql,
  workspaceId: string,
  from: string | null,
  to: string | null,
) {
  const steps = await tx<(StepRow & { interview_id: string | null; title: string | null })[]>`
    select f.interview_id, i.title, f.step, f.candidates::int, f.median_seconds
    from public.hiring_funnel(${workspaceId}, null, ${from}, ${to}) f
    left join public.interviews i on i.id = f.interview_id
    order by f.interview_id is not null, i.title, f.interview_id, f.step_number`;
  const pace = await tx<PaceRow[]>`
    select p.member_id, pr.full_name as name, p.candidates_rated::int, p.decisions::int,
           p.median_seconds_to_rating, p.median_seconds_to_decision
    from public.review_pace(${workspaceId}, ${from}, ${to}) p
    left join public.profiles pr on pr.id = p.member_id
    order by p.member_id is not null, pr.full_name`;
  return { steps, pace };
}
