// Hiring insights (issue #38): the figures come from SQL run as the caller
// (supabase/schemas/72-insights.sql), so row-level security decides the rows; the functions refuse
// all but the workspace's OWNER and RECRUITER (and admins) with 42501, answered 403.
import {
  agreementReading,
  DIFFERENCE_MIN_CANDIDATES,
  insightsApi,
  withConversions,
  type CompetencyCalibration,
  type RequestFigures,
} from '../contract/insights.ts';
import { asCaller } from '../db.ts';
import { readWorkspaceInsights, type StepRow } from '../insights/read-workspace-insights.ts';
import { openWorkspace } from '../workspaces/open-workspace.ts';
import { interviewNotFound } from '../interviews/interview-not-found.ts';
import { requireRecruiter } from '../roles.ts';
import { RouteTable } from '../route-table.ts';

interface CalibrationRow {
  competency_id: string | null;
  competency_name: string | null;
  rater_id: string | null;
  rater_name: string | null;
  shared_candidates: number | null;
  mean_difference: string | null;
  agreement: string | null;
  agreement_candidates: number | null;
  agreement_raters: number | null;
}

/** The rows of rater_calibration grouped per competency (the overall figures last). */
function calibrationOf(rows: readonly CalibrationRow[]): CompetencyCalibration[] {
  const byCompetency = new Map<string | null, CompetencyCalibration>();
  for (const row of rows) {
    const entry = byCompetency.get(row.competency_id) ?? {
      competency_id: row.competency_id,
      name: row.competency_name,
      agreement: null,
      raters: [],
    };
    if (row.rater_id === null) {
      const icc = row.agreement === null ? null : Number(row.agreement);
      const candidates = row.agreement_candidates ?? 0;
      const raters = row.agreement_raters ?? 0;
      entry.agreement = { icc, candidates, raters, reading: agreementReading(icc, candidates, raters) };
    } else {
      const shared = row.shared_candidates ?? 0;
      entry.raters.push({
        rater_id: row.rater_id,
        name: row.rater_name ?? '',
        shared_candidates: shared,
        mean_difference:
          shared >= DIFFERENCE_MIN_CANDIDATES && row.mean_difference !== null
            ? Number(row.mean_difference)
            : null,
      });
    }
    byCompetency.set(row.competency_id, entry);
  }
  return [...byCompetency.values()];
}

export const insightsRoutes = new RouteTable()
  .handle(insightsApi.interview, requireRecruiter, async (c, { params: { id } }) => {
    const read = await asCaller(c.var.user, async (tx) => {
      const [interview] = await tx<{ workspace_id: string }[]>`
        select workspace_id from public.interviews where id = ${id}`;
      if (!interview) return undefined;
      // The interview's own rows are the selection's total (interview_id null).
      const steps = await tx<StepRow[]>`
        select step, candidates::int, median_seconds
        from public.hiring_funnel(${interview.workspace_id}, ${id})
        where interview_id is null
        order by step_number`;
      const questions = await tx<
        { question_id: string; order_number: number; text: string; answered: number; stopped: number }[]
      >`
        select d.question_id, d.order_number, q.text, d.answered::int, d.stopped::int
        from public.question_drop_off(${id}) d
        join public.questions q on q.id = d.question_id
        order by d.order_number`;
      const requests = await tx<RequestFigures[]>`
        select k.kind,
               count(cr.id) filter (where cr.status = 'PENDING')::int as pending,
               count(cr.id) filter (where cr.status = 'APPROVED')::int as approved,
               count(cr.id) filter (where cr.status = 'DECLINED')::int as declined
        from unnest(enum_range(null::public.candidate_request_kind)) as k(kind)
        left join (public.candidate_requests cr
                   join public.invitations inv on inv.id = cr.invitation_id and inv.interview_id = ${id})
          on cr.kind = k.kind
        group by k.kind
        order by k.kind`;
      return { steps, questions, requests };
    });
    if (!read) throw interviewNotFound();
    return { funnel: withConversions(read.steps), questions: read.questions, requests: read.requests };
  })

  .handle(insightsApi.workspace, requireRecruiter, async (c, { params: { id }, query }) => {
    const read = await asCaller(c.var.user, async (tx) => {
      await openWorkspace(tx, id, c.var.profile);
      return readWorkspaceInsights(tx, id, query.from ?? null, query.to ?? null);
    });
    const interviews = new Map<string, { interview_id: string; title: string; steps: StepRow[] }>();
    for (const row of read.steps) {
      if (row.interview_id === null) continue;
      const entry = interviews.get(row.interview_id) ?? {
        interview_id: row.interview_id,
        title: row.title ?? '',
        steps: [],
      };
      entry.steps.push(row);
      interviews.set(row.interview_id, entry);
    }
    const team = read.pace.find((row) => row.member_id === null);
    return {
      funnel: withConversions(read.steps.filter((row) => row.interview_id === null)),
      interviews: [...interviews.values()].map(({ interview_id, title, steps }) => ({
        interview_id,
        title,
        funnel: withConversions(steps),
      })),
      pace: {
        candidates_rated: team?.candidates_rated ?? 0,
        candidates_decided: team?.decisions ?? 0,
        median_seconds_to_rating: team?.median_seconds_to_rating ?? null,
        median_seconds_to_decision: team?.median_seconds_to_decision ?? null,
        members: read.pace.flatMap((row) =>
          row.member_id === null
            ? []
            : [
                {
                  member_id: row.member_id,
                  name: row.name ?? '',
                  candidates_rated: row.candidates_rated,
                  decisions: row.decisions,
                  median_seconds_to_rating: row.median_seconds_to_rating,
                },
              ],
        ),
      },
    };
  })

  // A REVIEWER gets their own differences only (the function decides); the names are the teammates'.
  .handle(insightsApi.calibration, requireRecruiter, async (c, { params: { id } }) => {
    const rows = await asCaller(c.var.user, async (tx) => {
      const [interview] = await tx`select 1 from public.interviews where id = ${id}`;
      if (!interview) return undefined;
      return tx<CalibrationRow[]>`
        select c.competency_id, k.name as competency_name, c.rater_id, p.full_name as rater_name,
               c.shared_candidates, c.mean_difference, c.agreement, c.agreement_candidates, c.agreement_raters
        from public.rater_calibration(${id}) c
        left join public.scorecard_competencies k on k.id = c.competency_id
        left join public.profiles p on p.id = c.rater_id
        order by k.position nulls last, c.rater_id nulls first, p.full_name`;
    });
    if (!rows) throw interviewNotFound();
    return { competencies: calibrationOf(rows) };
  });
