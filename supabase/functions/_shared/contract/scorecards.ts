// Scorecards (issue #18): an interview's competencies, each with what it means and an anchored 1-5
// scale, and the competencies each question evaluates. The database checks the same limits
// (supabase/schemas/70-reviews-and-evaluation.sql).
import { z } from 'zod';
import { defineRoute } from './api-route.ts';
import { idSchema } from './common.ts';

export const scorecardLimits = {
  maxCompetencies: 20,
  nameMaxLength: 100,
  descriptionMaxLength: 1000,
  anchorMaxLength: 300,
  /** The scale: 1 to 5, one anchor sentence per level. */
  levels: 5,
} as const;

/** A 1-5 score on a competency's scale. */
export const ratingScoreSchema = z
  .number({ error: 'Choose a score from 1 to 5' })
  .int({ error: 'Choose a score from 1 to 5' })
  .min(1, { error: 'Choose a score from 1 to 5' })
  .max(scorecardLimits.levels, { error: 'Choose a score from 1 to 5' });

/** A competency as stored and answered. */
export const competencySchema = z.object({
  id: idSchema,
  position: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  /** What a 1, 2, 3, 4 and 5 mean, in order. */
  anchors: z.array(z.string()).length(scorecardLimits.levels),
});
export type Competency = z.infer<typeof competencySchema>;

/** An interview's scorecard: its competencies in order, and which of them each question evaluates. */
export const scorecardSchema = z.object({
  competencies: z.array(competencySchema),
  /** Every question of the interview, in order, with the ids of the competencies it evaluates. */
  questions: z.array(
    z.object({
      question_id: idSchema,
      order_number: z.number().int().positive(),
      competency_ids: z.array(idSchema),
    }),
  ),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

// Section: writing a scorecard (docs/product.md §5) ----------------------------------------------

/** Error texts of the scorecard routes. */
export const scorecardMessages = {
  competencyHasRatings: 'This competency has ratings and cannot be removed',
  unknownCompetency: 'This competency is not on this interview’s scorecard',
  unknownQuestion: 'This question is not in this interview',
  unknownLink: 'Choose competencies of this scorecard',
} as const;

const NAME_REQUIRED = 'Competency name is required';
const ANCHOR_REQUIRED = 'Describe what this level means';
const COUNT_MESSAGE = `A scorecard has 1 to ${scorecardLimits.maxCompetencies} competencies`;

/** A competency as written: with its id it is an existing one kept (with its ratings), without it a new one. */
export const competencyInputSchema = z.object({
  id: z.guid({ error: 'Must be a competency id' }).optional(),
  name: z
    .string({ error: NAME_REQUIRED })
    .trim()
    .min(1, { error: NAME_REQUIRED })
    .max(scorecardLimits.nameMaxLength, {
      error: `Competency name must be at most ${scorecardLimits.nameMaxLength} characters`,
    }),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(scorecardLimits.descriptionMaxLength, {
      error: `Description must be at most ${scorecardLimits.descriptionMaxLength} characters`,
    })
    .default(''),
  anchors: z
    .array(
      z
        .string({ error: ANCHOR_REQUIRED })
        .trim()
        .min(1, { error: ANCHOR_REQUIRED })
        .max(scorecardLimits.anchorMaxLength, {
          error: `Each level must be at most ${scorecardLimits.anchorMaxLength} characters`,
        }),
      { error: 'Describe all five levels' },
    )
    .length(scorecardLimits.levels, { error: 'Describe all five levels' }),
});
export type CompetencyInput = z.input<typeof competencyInputSchema>;

/** 1..20 competencies, names unique whatever their case (the error is on the repeated name). */
export const competencyListSchema = z
  .array(competencyInputSchema, { error: COUNT_MESSAGE })
  .min(1, { error: COUNT_MESSAGE })
  .max(scorecardLimits.maxCompetencies, { error: COUNT_MESSAGE })
  .superRefine((competencies, ctx) => {
    const seen = new Set<string>();
    competencies.forEach((competency, index) => {
      const key = competency.name.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'name'],
          message: 'Each competency needs its own name',
        });
      }
      seen.add(key);
    });
  });

/** Indices into the competencies sent with them: each in range, none twice. */
export const competencyIndicesSchema = z
  .array(
    z.number({ error: scorecardMessages.unknownLink }).int({ error: scorecardMessages.unknownLink }).min(0, {
      error: scorecardMessages.unknownLink,
    }),
  )
  .refine((indices) => new Set(indices).size === indices.length, { error: 'Choose each competency once' });

/** Issues for link indices past the end of the competency list. */
export function checkLinkIndices(
  ctx: z.RefinementCtx,
  count: number,
  links: { indices: number[]; path: PropertyKey[] }[],
): void {
  for (const link of links) {
    if (link.indices.some((index) => index >= count)) {
      ctx.addIssue({ code: 'custom', path: link.path, message: scorecardMessages.unknownLink });
    }
  }
}

/**
 * PUT /api/interviews/{id}/scorecard: the whole scorecard. Competencies sent with an id keep it;
 * one left out is removed (refused, 409, when it has ratings). `links` names questions of the
 * interview by id and the competencies each evaluates by their index in `competencies`; a
 * question left out evaluates none.
 */
export const scorecardInputSchema = z
  .object({
    competencies: competencyListSchema,
    links: z
      .array(
        z.object({
          question_id: z.guid({ error: 'Must be a question id' }),
          competency_indices: competencyIndicesSchema,
        }),
      )
      .default([]),
  })
  .superRefine((input, ctx) => {
    checkLinkIndices(
      ctx,
      input.competencies.length,
      input.links.map((link, index) => ({
        indices: link.competency_indices,
        path: ['links', index, 'competency_indices'],
      })),
    );
    const ids = input.competencies.flatMap((competency) => (competency.id ? [competency.id] : []));
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['competencies'], message: 'Each competency may be sent once' });
    }
  });
export type ScorecardInput = z.input<typeof scorecardInputSchema>;

/** PUT /api/interviews/{id}/review-settings. */
const reviewSettingsSchema = z.object({
  anonymous_review: z.boolean({ error: 'Must be true or false' }),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

/** A row of GET /api/workspaces/{id}/scorecards: an interview whose scorecard may be copied. */
const scorecardSourceSchema = z.object({
  interview_id: idSchema,
  title: z.string(),
  competency_count: z.number().int().positive(),
  question_count: z.number().int().nonnegative(),
});
export type ScorecardSource = z.infer<typeof scorecardSourceSchema>;

// Section: routes ---------------------------------------------------------------------------------

const interviewIdParamSchema = z.object({ id: z.guid({ error: 'Must be a valid interview id' }) });
const workspaceIdParamSchema = z.object({ id: z.guid({ error: 'Must be a workspace id' }) });

export const scorecardApi = {
  get: defineRoute({
    method: 'GET',
    path: '/interviews/:id/scorecard',
    params: interviewIdParamSchema,
    response: scorecardSchema,
  }),
  replace: defineRoute({
    method: 'PUT',
    path: '/interviews/:id/scorecard',
    params: interviewIdParamSchema,
    body: scorecardInputSchema,
    response: scorecardSchema,
  }),
  reviewSettings: defineRoute({
    method: 'PUT',
    path: '/interviews/:id/review-settings',
    params: interviewIdParamSchema,
    body: reviewSettingsSchema,
    response: reviewSettingsSchema,
  }),
  sources: defineRoute({
    method: 'GET',
    path: '/workspaces/:id/scorecards',
    params: workspaceIdParamSchema,
    response: z.array(scorecardSourceSchema),
  }),
};
