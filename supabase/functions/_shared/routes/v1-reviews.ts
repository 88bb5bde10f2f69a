// The public API's reviews (issue #22), for callers with an API key: the SQL runs as workspace_api
// with the key's claims, so the key's workspace's finished interviews, their answers, submitted
// ratings and decisions are all it finds (supabase/schemas/80-public-api.sql).
import { requireApiKey } from '../auth.ts';
import { errorCodes } from '../contract/errors.ts';
import { transcriptSegmentSchema } from '../contract/recordings.ts';
import { RESPONSES_BUCKET_ID } from '../contract/take.ts';
import {
  V1_MEDIA_URL_TTL_SECONDS,
  v1ReviewApi,
  v1ReviewMessages,
  type V1Answer,
  type V1Decision,
  type V1Review,
  type V1ReviewSummary,
  type V1Scorecard,
} from '../contract/v1/reviews.ts';
import { asCaller, type Transaction } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { RouteTable } from '../route-table.ts';
import { signStoredObjects, StorageSigningError } from '../signed-object-urls.ts';
import { serviceCredentials } from '../storage.ts';
import { cursorClauses, cursorPage, type CursorRow } from '../v1/cursor-page.ts';

type ReviewFields = Omit<V1ReviewSummary, 'candidate' | 'decision' | 'scores'>;

/** A review's row as selected by reviewColumns: the candidate and the decision still flat. */
type ReviewRow = ReviewFields & {
  email: string;
  candidate_number: number;
  decision: V1Decision['decision'] | null;
  reason: string | null;
  decided_by: string | null;
  decided_at: string | null;
};

/**
 * The select list of a review, for an invitation aliased `inv` joined to its interview `i`, and
 * the lateral join of its current decision `d`. completed_at is stamped on the way to COMPLETED;
 * a row written as COMPLETED directly (by hand) falls back to when it was created.
 */
function reviewColumns(tx: Transaction) {
  return {
    select: tx`inv.id, inv.interview_id, inv.status, inv.email, inv.candidate_number, i.anonymous_review,
               coalesce(inv.completed_at, inv.created_at) as completed_at, inv.reviewed_at, inv.updated_at,
               inv.knocked_out_at,
               d.decision, d.reason, d.decided_by, d.decided_at`,
    decision: tx`left join lateral (
                   select cd.decision, cd.reason, cd.decided_by, cd.decided_at
                   from public.candidate_decisions cd where cd.invitation_id = inv.id
                   order by cd.decided_at desc, cd.id desc limit 1) d on true`,
  };
}

function reviewOf<Row extends ReviewRow>(row: Row) {
  const { email, candidate_number, decision, reason, decided_by, decided_at, ...fields } = row;
  return {
    ...fields,
    candidate: { email, number: candidate_number },
    decision: decision && decided_at ? { decision, reason: reason ?? '', decided_by, decided_at } : null,
  };
}

/** Only finished interviews are reviews; a key may see more invitations than these. */
const FINISHED = ['COMPLETED', 'REVIEWED'];

type AnswerRow = Omit<
  V1Answer,
  'media_url' | 'media_url_expires_at' | 'transcript_segments' | 'choice' | 'file'
> & {
  media_path: string | null;
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
  transcript_segments: unknown;
  choice_option_ids: string[] | null;
  multiple_choice: boolean;
};

type OptionRow = { question_id: string; id: string; label: string; knockout: boolean };

/** The options of the questions of `answers` that are choice answers, in order (issue #37). */
async function optionsOf(tx: Transaction, answers: readonly AnswerRow[]): Promise<OptionRow[]> {
  const questionIds = [...new Set(answers.flatMap((a) => (a.choice_option_ids ? [a.question_id] : [])))];
  if (questionIds.length === 0) return [];
  return tx<OptionRow[]>`
    select o.question_id, o.id, o.label, o.knockout from public.question_options o
    where o.question_id = any (${questionIds}::uuid[])
    order by o.question_id, o.position`;
}

type RatingRow = V1Scorecard['raters'][number]['ratings'][number] & { rater_id: string };

const transcriptSegmentsSchema = transcriptSegmentSchema.array();

async function readScorecard(
  tx: Transaction,
  invitationId: string,
  interviewId: string,
): Promise<V1Scorecard> {
  // The ratings policy shows a key the ratings of raters who have submitted, and no draft.
  const competencies = await tx<V1Scorecard['competencies']>`
    select c.id, c.name, round(avg(ra.score), 2)::float8 as mean, count(ra.id)::int as count
    from public.scorecard_competencies c
    left join public.ratings ra on ra.competency_id = c.id and ra.invitation_id = ${invitationId}
    where c.interview_id = ${interviewId}
    group by c.id
    order by c.position`;
  const submissions = await tx<{ rater_id: string; submitted_at: string }[]>`
    select s.rater_id, s.submitted_at from public.rating_submissions s
    where s.invitation_id = ${invitationId}
    order by s.submitted_at, s.rater_id`;
  const ratings = await tx<RatingRow[]>`
    select ra.rater_id, ra.response_id as answer_id, ra.competency_id, ra.score, ra.note, ra.updated_at
    from public.ratings ra
    join public.responses r on r.id = ra.response_id
    join public.questions q on q.id = r.question_id
    join public.scorecard_competencies c on c.id = ra.competency_id
    where ra.invitation_id = ${invitationId}
    order by q.order_number, c.position`;
  const [overall] = await tx<{ mean: number | null }[]>`
    select round(avg(ra.score), 2)::float8 as mean from public.ratings ra where ra.invitation_id = ${invitationId}`;
  return {
    competencies,
    raters: submissions.map((submission) => ({
      ...submission,
      ratings: ratings
        .filter((rating) => rating.rater_id === submission.rater_id)
        .map(({ rater_id: _rater, ...rating }) => rating),
    })),
    overall_mean: overall?.mean ?? null,
  };
}

/**
 * Signed links of the recordings, valid V1_MEDIA_URL_TTL_SECONDS. A key has no account, so no
 * storage rights of its own: the names come from the answers its policies showed it, and the
 * server signs exactly those with the secret key, as a review share does for its viewer.
 */
async function signRecordings(answers: readonly AnswerRow[]) {
  try {
    return await signStoredObjects(
      RESPONSES_BUCKET_ID,
      serviceCredentials(),
      answers.flatMap((answer) => (answer.media_path ? [answer.media_path] : [])),
      V1_MEDIA_URL_TTL_SECONDS,
    );
  } catch (error) {
    if (!(error instanceof StorageSigningError)) throw error;
    throw new HttpError(502, 'Storage would not sign the recordings', { cause: error });
  }
}

export const v1ReviewRoutes = new RouteTable()
  .handle(v1ReviewApi.list, requireApiKey, async (c, { query }) => {
    const rows = await asCaller(c.var.apiKey, (tx) => {
      const page = cursorClauses(tx, 'inv', query);
      const columns = reviewColumns(tx);
      return tx<CursorRow<ReviewRow & Pick<V1ReviewSummary, 'scores'>>[]>`
        select ${columns.select}, inv.updated_at::text as cursor_at,
               jsonb_build_object(
                 'rating_mean', (select round(avg(ra.score), 2)::float8 from public.ratings ra where ra.invitation_id = inv.id),
                 'rater_count', (select count(*) from public.rating_submissions s where s.invitation_id = inv.id)
               ) as scores
        from public.invitations inv
        join public.interviews i on i.id = inv.interview_id
        ${columns.decision}
        where inv.status in ${tx(FINISHED)}
          ${query.interview_id ? tx`and inv.interview_id = ${query.interview_id}` : tx``}
          and ${page.where}
        ${page.orderAndLimit}`;
    });
    const { rows: reviews, next_cursor } = cursorPage(rows, query.limit);
    return { reviews: reviews.map(reviewOf), next_cursor };
  })

  .handle(v1ReviewApi.get, requireApiKey, async (c, { params: { id } }) => {
    const { review, answers, options, scorecard } = await asCaller(c.var.apiKey, async (tx) => {
      const columns = reviewColumns(tx);
      const [review] = await tx<ReviewRow[]>`
        select ${columns.select}
        from public.invitations inv
        join public.interviews i on i.id = inv.interview_id
        ${columns.decision}
        where inv.id = ${id} and inv.status in ${tx(FINISHED)}`;
      if (!review) {
        throw new HttpError(404, v1ReviewMessages.notFound, { code: errorCodes.notFound });
      }
      const answers = await tx<AnswerRow[]>`
        select r.id, r.question_id, q.order_number, q.text as question_text, q.response_format,
               r.response_text, r.transcription as transcript, r.transcript_segments, r.media_path,
               r.choice_option_ids, r.knockout, q.multiple_choice, r.file_name, r.file_type, r.file_size
        from public.responses r
        join public.questions q on q.id = r.question_id
        where r.invitation_id = ${id}
        order by q.order_number`;
      return {
        review,
        answers,
        options: await optionsOf(tx, answers),
        scorecard: await readScorecard(tx, id, review.interview_id),
      };
    });
    const signed = await signRecordings(answers);
    return {
      ...reviewOf(review),
      answers: answers.map(
        ({
          media_path,
          transcript_segments,
          choice_option_ids,
          multiple_choice,
          file_name,
          file_type,
          file_size,
          ...answer
        }) => {
          const media = media_path ? signed.get(media_path) : undefined;
          const picked = new Set(choice_option_ids ?? []);
          return {
            ...answer,
            choice: choice_option_ids
              ? {
                  multiple: multiple_choice,
                  options: options
                    .filter((option) => option.question_id === answer.question_id)
                    .map(({ id, label, knockout }) => ({ id, label, picked: picked.has(id), knockout })),
                }
              : null,
            file:
              file_name && file_type && file_size
                ? { name: file_name, type: file_type, size: file_size }
                : null,
            transcript_segments: transcriptSegmentsSchema.safeParse(transcript_segments).data ?? null,
            media_url: media?.url ?? null,
            media_url_expires_at: media?.expiresAt ?? null,
          };
        },
      ),
      scorecard,
    } satisfies V1Review;
  });
