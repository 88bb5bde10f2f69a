// Reviewing completed interviews (spec §7 Reviews). Every query runs as the caller and joins
// public.interviews, whose row-level security shows a recruiter their own interviews and an admin
// all of them; another recruiter's review is simply not found (404).
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { analystFromEnv } from '../ai/ai-from-env.ts';
import type { InterviewAnalyst } from '../ai/interview-analyst.ts';
import type { ResponseFormat } from '../contract/interviews.ts';
import {
  aiInsightsSchema,
  analyzeParamSchema,
  listReviewsQuerySchema,
  MEDIA_URL_TTL_SECONDS,
  reviewErrorMessages,
  reviewIdParamSchema,
  type ReviewDetail,
  type Reviewed,
  type ReviewPage,
  type ReviewStatus,
  type ReviewSummary,
} from '../contract/reviews.ts';
import { asCaller } from '../db.ts';
import { serverEnv } from '../env.ts';
import { HttpError } from '../http-error.ts';
import { analyzeResponse } from '../reviews/analyze-response.ts';
import { findReview } from '../reviews/review-access.ts';
import { signResponseMedia } from '../reviews/response-media.ts';
import { interviewScope } from '../recruiter-scope.ts';
import { requireRecruiter } from '../roles.ts';
import { bearerTokenOf } from '../storage.ts';
import { validate } from '../validate.ts';

interface SummaryRow extends Omit<ReviewSummary, 'created_at' | 'completed_at'> {
  created_at: Date;
  completed_at: Date;
}

interface ResponseRow {
  id: string;
  question_id: string;
  order_number: number;
  question_text: string;
  response_format: ResponseFormat;
  response_text: string | null;
  media_path: string | null;
  transcription: string | null;
  ai_insights: unknown;
  analyzed_at: Date | null;
}

let analyst: InterviewAnalyst | undefined;
/** The AI provider, read from the environment on first use. */
function reviewAnalyst(): InterviewAnalyst {
  if (!analyst) {
    analyst = analystFromEnv(serverEnv.ai);
    console.info(`Answers are analysed by: ${analyst.name}`);
  }
  return analyst;
}

export const reviewRoutes = new Hono<AppEnv>()
  .get('/completed', requireRecruiter, validate('query', listReviewsQuerySchema), async (c) => {
    const { page, page_size: pageSize } = c.req.valid('query');
    const { counts, rows } = await asCaller(c.var.user, async (tx) => {
      const scope = interviewScope(tx, c.var.profile);
      const [counts] = await tx<{ pending_review: number; reviewed: number }[]>`
        select count(*) filter (where inv.status = 'COMPLETED')::int as pending_review,
               count(*) filter (where inv.status = 'REVIEWED')::int as reviewed
        from public.invitations inv
        join public.interviews i on i.id = inv.interview_id
        where ${scope} and inv.status in ('COMPLETED', 'REVIEWED')`;
      const rows = await tx<SummaryRow[]>`
        select inv.id, inv.first_name, inv.last_name, inv.email, inv.status,
               i.title as interview_title, inv.created_at, inv.completed_at
        from public.invitations inv
        join public.interviews i on i.id = inv.interview_id
        where ${scope} and inv.status in ('COMPLETED', 'REVIEWED')
        order by inv.completed_at desc, inv.id desc
        limit ${pageSize} offset ${(page - 1) * pageSize}`;
      return { counts: counts ?? { pending_review: 0, reviewed: 0 }, rows };
    });
    const total = counts.pending_review + counts.reviewed;
    return c.json({
      reviews: rows.map((row) => ({
        ...row,
        created_at: row.created_at.toISOString(),
        completed_at: row.completed_at.toISOString(),
      })),
      counts: { ...counts, total_completed: total },
      total,
      page,
      page_size: pageSize,
    } satisfies ReviewPage);
  })

  .get('/:id', requireRecruiter, validate('param', reviewIdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const accessToken = bearerTokenOf(c);
    const { invitation, responses } = await asCaller(c.var.user, async (tx) => {
      const invitation = await findReview(tx, id);
      const responses = await tx<ResponseRow[]>`
        select r.id, r.question_id, q.order_number, q.text as question_text, q.response_format,
               r.response_text, r.media_path, r.transcription, r.ai_insights, r.analyzed_at
        from public.responses r
        join public.questions q on q.id = r.question_id
        where r.invitation_id = ${id}
        order by q.order_number`;
      return { invitation, responses };
    });
    const signed = await signResponseMedia(
      accessToken,
      responses.flatMap((r) => (r.media_path ? [r.media_path] : [])),
      MEDIA_URL_TTL_SECONDS,
    );
    return c.json({
      invitation: {
        id: invitation.id,
        first_name: invitation.first_name,
        last_name: invitation.last_name,
        email: invitation.email,
        interview_id: invitation.interview_id,
        interview_title: invitation.interview_title,
        status: invitation.status satisfies ReviewStatus,
        completed_at: invitation.completed_at.toISOString(),
        reviewed_at: invitation.reviewed_at?.toISOString() ?? null,
      },
      responses: responses.map((r) => {
        const media = r.media_path ? signed.get(r.media_path) : undefined;
        return {
          id: r.id,
          question_id: r.question_id,
          order_number: r.order_number,
          question_text: r.question_text,
          response_format: r.response_format,
          response_text: r.response_text,
          media_path: r.media_path,
          media_url: media?.url ?? null,
          media_url_expires_at: media?.expiresAt.toISOString() ?? null,
          transcription: r.transcription,
          // An analysis stored in another shape (by hand, by an older version) is as good as none.
          ai_insights: aiInsightsSchema.safeParse(r.ai_insights).data ?? null,
          analyzed_at: r.analyzed_at?.toISOString() ?? null,
        };
      }),
    } satisfies ReviewDetail);
  })

  .post('/:id/analyze/:responseId', requireRecruiter, validate('param', analyzeParamSchema), async (c) => {
    const { id, responseId } = c.req.valid('param');
    const analysis = await analyzeResponse(
      c.var.user,
      bearerTokenOf(c),
      { invitationId: id, responseId },
      reviewAnalyst(),
    );
    return c.json(analysis);
  })

  // COMPLETED → REVIEWED only; the status trigger stamps reviewed_at.
  .post('/:id/complete', requireRecruiter, validate('param', reviewIdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const reviewed = await asCaller(c.var.user, async (tx) => {
      const review = await findReview(tx, id, { lock: true });
      if (review.status === 'REVIEWED') {
        throw new HttpError(409, reviewErrorMessages.alreadyReviewed, { code: '55000' });
      }
      const [row] = await tx<{ reviewed_at: Date }[]>`
        update public.invitations set status = 'REVIEWED' where id = ${id} returning reviewed_at`;
      return row;
    });
    if (!reviewed) throw new HttpError(500, 'The invitation was not updated');
    return c.json({
      id,
      status: 'REVIEWED',
      reviewed_at: reviewed.reviewed_at.toISOString(),
    } satisfies Reviewed);
  });
