// Independent ratings, decisions and comments on a candidate (issue #18, docs/product.md §7
// Evaluations). Until a member has submitted their own ratings of a candidate, the ratings view
// carries no one else's ratings, means or disagreements (null); the database hides the rows
// anyway (supabase/schemas/70-reviews-and-evaluation.sql). No payload here names the candidate.
import { z } from 'zod';
import { defineRoute } from './api-route.ts';
import { idSchema, timestampSchema } from './common.ts';
import { competencySchema, ratingScoreSchema } from './scorecards.ts';

export const evaluationLimits = {
  noteMaxLength: 2000,
  reasonMaxLength: 2000,
  commentMaxLength: 4000,
  /** Two submitted scores of one answer on one competency this far apart mark a disagreement. */
  disagreementGap: 2,
} as const;

/** Messages of the evaluation routes that the client may show or compare. */
export const evaluationErrorMessages = {
  incomplete: 'Rate every competency of every answer before submitting',
  alreadySubmitted: 'You have already submitted your ratings for this candidate',
  commentNotFound: 'Comment not found',
  notCommentAuthor: 'Only its author can delete a comment',
} as const;

const reviewParamSchema = z.object({ id: z.guid({ error: 'Must be a review id' }) });
const commentParamSchema = reviewParamSchema.extend({
  commentId: z.guid({ error: 'Must be a comment id' }),
});

/** One answer to rate: its question, and the competencies that question evaluates, in order. */
const ratedAnswerSchema = z.object({
  response_id: idSchema,
  question_id: idSchema,
  order_number: z.number().int().positive(),
  question_text: z.string(),
  competencies: z.array(competencySchema),
});

const ratingSchema = z.object({
  response_id: idSchema,
  competency_id: idSchema,
  score: z.number().int().min(1).max(5),
  note: z.string(),
  updated_at: timestampSchema,
  /** Changed since it was first given: GET …/ratings/history holds its versions. */
  edited: z.boolean(),
});
export type Rating = z.infer<typeof ratingSchema>;

const raterSchema = z.object({
  rater_id: idSchema,
  /** The rater's name; "Former member" once their account is gone. */
  name: z.string(),
  submitted_at: timestampSchema,
});

/** GET, PUT /api/reviews/:id/ratings and POST …/submit: the candidate's ratings as the caller may see them. */
export const ratingsViewSchema = z.object({
  answers: z.array(ratedAnswerSchema),
  my_ratings: z.array(ratingSchema),
  /** When the caller submitted; null before. */
  submitted_at: timestampSchema.nullable(),
  /** Who has submitted (it shows no opinion), first first. */
  raters: z.array(raterSchema),
  /** Only after the caller has submitted (else null): every submitted rater's ratings, the caller's included. */
  others: z.array(raterSchema.extend({ ratings: z.array(ratingSchema) })).nullable(),
  /** Only after submitting: the mean of the submitted scores per competency, and over all of them. */
  means: z
    .object({
      competencies: z.array(
        z.object({ competency_id: idSchema, mean: z.number(), count: z.number().int().positive() }),
      ),
      overall: z.number().nullable(),
    })
    .nullable(),
  /** Only after submitting: answer × competency whose submitted scores differ by 2 or more. */
  disagreements: z
    .array(z.object({ response_id: idSchema, competency_id: idSchema, min: z.number(), max: z.number() }))
    .nullable(),
});
export type RatingsView = z.infer<typeof ratingsViewSchema>;

/** PUT /api/reviews/:id/ratings: one or more of the caller's ratings, new or changed. */
const saveRatingsSchema = z.object({
  ratings: z
    .array(
      z.object({
        response_id: z.guid({ error: 'Must be a response id' }),
        competency_id: z.guid({ error: 'Must be a competency id' }),
        score: ratingScoreSchema,
        note: z
          .string()
          .max(evaluationLimits.noteMaxLength, { error: 'A note has at most 2000 characters' })
          .default(''),
      }),
    )
    .min(1, { error: 'Give at least one rating' })
    .max(500, { error: 'Too many ratings at once' })
    .refine(
      (ratings) => new Set(ratings.map((r) => `${r.response_id}/${r.competency_id}`)).size === ratings.length,
      { error: 'Rate each competency of an answer once' },
    ),
});
export type SaveRatings = z.input<typeof saveRatingsSchema>;

const ratingVersionSchema = z.object({
  score: z.number().int(),
  note: z.string(),
  recorded_at: timestampSchema,
});

/** GET /api/reviews/:id/ratings/history: every version of every rating the caller may see, oldest first. */
export const ratingHistorySchema = z.object({
  ratings: z.array(
    z.object({
      response_id: idSchema,
      competency_id: idSchema,
      rater_id: idSchema,
      name: z.string(),
      versions: z.array(ratingVersionSchema),
    }),
  ),
});

const candidateDecisionSchema = z.enum(['ADVANCE', 'HOLD', 'REJECT'], {
  error: 'Choose Advance, Hold or Reject',
});
export type CandidateDecision = z.infer<typeof candidateDecisionSchema>;

export type RatingHistory = z.infer<typeof ratingHistorySchema>;

/** POST /api/reviews/:id/decision. */
const decideSchema = z.object({
  decision: candidateDecisionSchema,
  reason: z
    .string({ error: 'Give a reason' })
    .trim()
    .min(1, { error: 'Give a reason' })
    .max(evaluationLimits.reasonMaxLength, { error: 'A reason has at most 2000 characters' }),
});
export type Decide = z.input<typeof decideSchema>;

const decisionSchema = z.object({
  id: idSchema,
  decision: candidateDecisionSchema,
  reason: z.string(),
  /** Who decided; null once their account is gone. */
  decided_by: z.object({ id: idSchema, name: z.string() }).nullable(),
  decided_at: timestampSchema,
});
export type Decision = z.infer<typeof decisionSchema>;

/** GET /api/reviews/:id/decisions: newest (the current one) first. */
export const decisionsSchema = z.object({
  decisions: z.array(decisionSchema),
  /** The caller may decide (OWNER or RECRUITER of the interview's workspace, or an admin). */
  can_decide: z.boolean(),
});

/** POST /api/reviews/:id/comments. */
const addCommentSchema = z.object({
  body: z
    .string({ error: 'Write a comment' })
    .trim()
    .min(1, { error: 'Write a comment' })
    .max(evaluationLimits.commentMaxLength, { error: 'A comment has at most 4000 characters' }),
});

const commentSchema = z.object({
  id: idSchema,
  body: z.string(),
  /** Null once the author's account is gone. */
  author: z.object({ id: idSchema, name: z.string() }).nullable(),
  created_at: timestampSchema,
  /** The caller may delete it (its author, or an admin). */
  deletable: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** GET /api/reviews/:id/comments: oldest first. */
export const commentsSchema = z.object({ comments: z.array(commentSchema) });

// Section: routes ---------------------------------------------------------------------------------

export const evaluationApi = {
  ratings: defineRoute({
    method: 'GET',
    path: '/reviews/:id/ratings',
    params: reviewParamSchema,
    response: ratingsViewSchema,
  }),
  saveRatings: defineRoute({
    method: 'PUT',
    path: '/reviews/:id/ratings',
    params: reviewParamSchema,
    body: saveRatingsSchema,
    response: ratingsViewSchema,
  }),
  submitRatings: defineRoute({
    method: 'POST',
    path: '/reviews/:id/ratings/submit',
    params: reviewParamSchema,
    response: ratingsViewSchema,
    status: 201,
  }),
  ratingHistory: defineRoute({
    method: 'GET',
    path: '/reviews/:id/ratings/history',
    params: reviewParamSchema,
    response: ratingHistorySchema,
  }),
  decide: defineRoute({
    method: 'POST',
    path: '/reviews/:id/decision',
    params: reviewParamSchema,
    body: decideSchema,
    response: decisionSchema,
    status: 201,
  }),
  decisions: defineRoute({
    method: 'GET',
    path: '/reviews/:id/decisions',
    params: reviewParamSchema,
    response: decisionsSchema,
  }),
  comments: defineRoute({
    method: 'GET',
    path: '/reviews/:id/comments',
    params: reviewParamSchema,
    response: commentsSchema,
  }),
  addComment: defineRoute({
    method: 'POST',
    path: '/reviews/:id/comments',
    params: reviewParamSchema,
    body: addCommentSchema,
    response: commentSchema,
    status: 201,
  }),
  deleteComment: defineRoute({
    method: 'DELETE',
    path: '/reviews/:id/comments/:commentId',
    params: commentParamSchema,
    response: z.object({ id: idSchema }),
  }),
};
