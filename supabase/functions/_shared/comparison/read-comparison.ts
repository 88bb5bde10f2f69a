// The comparison table of one interview, read as the caller: row-level security decides which
// candidates, ratings and decisions they see. Means are computed only over submitted ratings, and
// only for candidates the caller has submitted for, like the ratings view of one candidate
// (evaluations/ratings-view.ts): no one sees the others' scores before giving their own.
import { candidateLabel } from '../contract/candidate-identity.ts';
import { FILE_NAME_HIDDEN, type Comparison } from '../contract/comparison.ts';
import type { Transaction } from '../db.ts';
import { FORMER_MEMBER } from '../evaluations/ratings-view.ts';
import {
  candidateIdentityJoin,
  candidateIdentitySql,
  type CandidateIdentity,
} from '../reviews/blind-identity.ts';

type ComparisonRow = Omit<Comparison['rows'][number], 'label'> &
  Pick<CandidateIdentity, 'first_name' | 'last_name'>;

export async function readComparison(tx: Transaction, interviewId: string): Promise<Comparison> {
  const competencies = await tx<Comparison['competencies']>`
    select id, name, position from public.scorecard_competencies
    where interview_id = ${interviewId} order by position`;
  const rows = await tx<ComparisonRow[]>`
    with finished as (
      select inv.id, inv.status, inv.completed_at, inv.knocked_out_at, inv.candidate_number
      from public.invitations inv
      where inv.interview_id = ${interviewId} and inv.status in ('COMPLETED', 'REVIEWED')
    ),
    candidates as (
      select inv.id, inv.status, inv.completed_at, inv.knocked_out_at, ${candidateIdentitySql(tx)},
             exists (select from public.rating_submissions s
                     where s.invitation_id = inv.id and s.rater_id = (select auth.uid())) as submitted
      from finished inv
      ${candidateIdentityJoin(tx, tx`(select array_agg(id) from finished)`)}
    ),
    scores as (
      select ra.invitation_id, ra.competency_id, ra.score
      from public.ratings ra
      join public.rating_submissions s on s.invitation_id = ra.invitation_id and s.rater_id = ra.rater_id
      join candidates c on c.id = ra.invitation_id and c.submitted
    )
    select c.id as invitation_id, c.candidate_number, c.first_name, c.last_name,
           c.status, c.completed_at, c.knocked_out_at, not c.submitted as ratings_hidden,
           (select coalesce(jsonb_object_agg(sc.id, (select round(avg(s.score), 2)::float8 from scores s
                                                     where s.invitation_id = c.id and s.competency_id = sc.id)), '{}')
            from public.scorecard_competencies sc where sc.interview_id = ${interviewId}) as means,
           (select round(avg(s.score), 2)::float8 from scores s where s.invitation_id = c.id) as overall_mean,
           (select count(*)::int from public.rating_submissions s where s.invitation_id = c.id) as rater_count,
           (select round(avg((r.ai_insights ->> 'score')::numeric))::int from public.responses r
            where r.invitation_id = c.id and jsonb_typeof(r.ai_insights -> 'score') = 'number') as ai_score,
           (select jsonb_build_object('decision', d.decision, 'reason', d.reason, 'decided_at', d.decided_at,
                                      'decided_by', coalesce(p.full_name, ${FORMER_MEMBER}))
            from public.candidate_decisions d left join public.profiles p on p.id = d.decided_by
            where d.invitation_id = c.id order by d.decided_at desc, d.id desc limit 1) as decision,
           (select coalesce(jsonb_object_agg(r.question_id,
                              case when r.file_path is not null then
                                -- A file's name may name the candidate: hidden as the name is.
                                jsonb_build_array(case when not c.anonymous
                                                       then r.file_name else ${FILE_NAME_HIDDEN} end)
                              else (select coalesce(jsonb_agg(o.label order by o.position), '[]'::jsonb)
                                    from public.question_options o where o.id = any (r.choice_option_ids)) end),
                            '{}')
            from public.responses r
            where r.invitation_id = c.id and (r.choice_option_ids is not null or r.file_path is not null)) as choices,
           exists (select from public.responses r where r.invitation_id = c.id and r.knockout) as knocked_out
    from candidates c
    order by c.candidate_number`;
  const choiceQuestions = await tx<Comparison['choice_questions']>`
    select q.id, q.order_number, q.text,
           exists (select from public.question_options o where o.question_id = q.id and o.knockout) as has_knockout
    from public.questions q
    where q.interview_id = ${interviewId} and q.response_format in ('CHOICE', 'FILE')
    order by q.order_number`;
  // The label is the name, or "Candidate N" while the blind rule hides it; no identity else leaves.
  return {
    competencies,
    choice_questions: choiceQuestions,
    rows: rows.map(({ first_name, last_name, ...row }) => ({
      ...row,
      label: candidateLabel({ first_name, last_name, candidate_number: row.candidate_number }),
    })),
  };
}
