// An interview's scorecard as the caller's row-level security shows it: the competencies in order
// and every question with the competencies it evaluates.
import type { Scorecard } from '../contract/scorecards.ts';
import type { Transaction } from '../db.ts';

export async function readScorecard(tx: Transaction, interviewId: string): Promise<Scorecard> {
  const competencies = await tx<Scorecard['competencies']>`
    select id, position, name, description, anchors
    from public.scorecard_competencies
    where interview_id = ${interviewId}
    order by position`;
  const questions = await tx<Scorecard['questions']>`
    select q.id as question_id, q.order_number,
           coalesce(array_agg(qc.competency_id order by c.position)
                      filter (where qc.competency_id is not null), '{}') as competency_ids
    from public.questions q
    left join public.question_competencies qc on qc.question_id = q.id
    left join public.scorecard_competencies c on c.id = qc.competency_id
    where q.interview_id = ${interviewId}
    group by q.id, q.order_number
    order by q.order_number`;
  return { competencies, questions };
}
