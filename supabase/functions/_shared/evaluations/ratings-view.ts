// The ratings view of one candidate, read as the caller. Row-level security already hides the
// others' ratings until the caller has submitted; the view is shaped the same way on top (others,
// means and disagreements are null before), so a policy mistake would still not reach the screen.
import type { Competency } from '../contract/scorecards.ts';
import { evaluationLimits, type Rating, type RatingsView } from '../contract/evaluations.ts';
import type { Transaction } from '../db.ts';

/** The name of a rater, author or decider whose profile the caller cannot see (or which is gone). */
export const FORMER_MEMBER = 'Former member';

interface AnswerRow {
  response_id: string;
  question_id: string;
  order_number: number;
  question_text: string;
  competencies: Competency[];
}

type RatingRow = Rating & { rater_id: string };

interface SubmissionRow {
  rater_id: string;
  name: string;
  submitted_at: string;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const mean = (values: number[]) => round2(values.reduce((sum, v) => sum + v, 0) / values.length);

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** Means per competency (in scorecard order), over all, and the disagreements, of submitted ratings. */
function summarise(
  answers: AnswerRow[],
  submitted: RatingRow[],
): Pick<RatingsView, 'means' | 'disagreements'> {
  const order = new Map<string, number>();
  for (const answer of answers) for (const c of answer.competencies) order.set(c.id, c.position);
  const byCompetency = [...groupBy(submitted, (r) => r.competency_id)].sort(
    ([a], [b]) => (order.get(a) ?? 0) - (order.get(b) ?? 0),
  );
  const disagreements = [...groupBy(submitted, (r) => `${r.response_id}/${r.competency_id}`).values()]
    .map((rows) => {
      const scores = rows.map((r) => r.score);
      // A group is never empty: it was made from its rows.
      const { response_id, competency_id } = rows[0] as RatingRow;
      return { response_id, competency_id, min: Math.min(...scores), max: Math.max(...scores) };
    })
    .filter((d) => d.max - d.min >= evaluationLimits.disagreementGap);
  return {
    means: {
      competencies: byCompetency.map(([competencyId, rows]) => ({
        competency_id: competencyId,
        mean: mean(rows.map((r) => r.score)),
        count: rows.length,
      })),
      overall: submitted.length ? mean(submitted.map((r) => r.score)) : null,
    },
    disagreements,
  };
}

export async function readRatingsView(
  tx: Transaction,
  invitationId: string,
  callerId: string,
): Promise<RatingsView> {
  const answers = await tx<AnswerRow[]>`
    select r.id as response_id, q.id as question_id, q.order_number, q.text as question_text,
           jsonb_agg(jsonb_build_object('id', c.id, 'position', c.position, 'name', c.name,
                     'description', c.description, 'anchors', c.anchors) order by c.position) as competencies
    from public.responses r
    join public.questions q on q.id = r.question_id
    join public.question_competencies qc on qc.question_id = q.id
    join public.scorecard_competencies c on c.id = qc.competency_id
    where r.invitation_id = ${invitationId}
    group by r.id, q.id
    order by q.order_number`;
  const ratings = await tx<RatingRow[]>`
    select ra.response_id, ra.competency_id, ra.rater_id, ra.score, ra.note, ra.updated_at,
           (select count(*) from public.rating_history h where h.rating_id = ra.id) > 1 as edited
    from public.ratings ra
    join public.responses r on r.id = ra.response_id
    join public.questions q on q.id = r.question_id
    join public.scorecard_competencies c on c.id = ra.competency_id
    where ra.invitation_id = ${invitationId}
    order by q.order_number, c.position, ra.rater_id`;
  const raters = await tx<SubmissionRow[]>`
    select s.rater_id, coalesce(p.full_name, ${FORMER_MEMBER}) as name, s.submitted_at
    from public.rating_submissions s
    left join public.profiles p on p.id = s.rater_id
    where s.invitation_id = ${invitationId}
    order by s.submitted_at, s.rater_id`;
  const strip = ({ rater_id: _rater, ...rating }: RatingRow): Rating => rating;
  const mine = raters.find((r) => r.rater_id === callerId);
  const base = {
    answers,
    my_ratings: ratings.filter((r) => r.rater_id === callerId).map(strip),
    submitted_at: mine?.submitted_at ?? null,
    raters,
  };
  if (!mine) return { ...base, others: null, means: null, disagreements: null };
  const submittedIds = new Set(raters.map((r) => r.rater_id));
  const submitted = ratings.filter((r) => submittedIds.has(r.rater_id));
  return {
    ...base,
    others: raters.map((rater) => ({
      ...rater,
      ratings: submitted.filter((r) => r.rater_id === rater.rater_id).map(strip),
    })),
    ...summarise(answers, submitted),
  };
}
