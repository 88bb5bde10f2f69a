// Comparing candidates (issue #18): every COMPLETED or REVIEWED candidate of one interview in one
// table, with the people's means per competency, the assistant's score apart, and the decision.
import { z } from 'zod';
import { defineRoute } from './api-route.ts';
import { idSchema, timestampSchema } from './common.ts';
import { invitationStatusSchema } from './invitations.ts';

const comparisonDecisionSchema = z.object({
  decision: z.enum(['ADVANCE', 'HOLD', 'REJECT']),
  reason: z.string(),
  /** Who decided; "Former member" once their profile is gone or hidden. */
  decided_by: z.string(),
  decided_at: timestampSchema,
});

const comparisonRowSchema = z.object({
  invitation_id: idSchema,
  candidate_number: z.number().int().positive(),
  /** "First Last", or "Candidate N" while the interview is blind to the caller for this candidate. */
  label: z.string(),
  status: invitationStatusSchema,
  completed_at: timestampSchema.nullable(),
  /** The caller has not submitted ratings for this candidate: every mean is null (independence). */
  ratings_hidden: z.boolean(),
  /** Mean of the submitted scores per competency id, rounded to 2 decimals; null without any. */
  means: z.record(z.string(), z.number().nullable()),
  overall_mean: z.number().nullable(),
  /** How many people submitted ratings for this candidate. */
  rater_count: z.number().int().nonnegative(),
  /** The assistant's mean answer score (0-100, whole), answers with insufficient evidence left out. */
  ai_score: z.number().int().nullable(),
  decision: comparisonDecisionSchema.nullable(),
});
export type ComparisonRow = z.infer<typeof comparisonRowSchema>;

export const comparisonSchema = z.object({
  competencies: z.array(z.object({ id: idSchema, name: z.string(), position: z.number().int().positive() })),
  rows: z.array(comparisonRowSchema),
});
export type Comparison = z.infer<typeof comparisonSchema>;

export const comparisonApi = {
  get: defineRoute({
    method: 'GET',
    path: '/interviews/:id/comparison',
    params: z.object({ id: z.guid({ error: 'Must be a valid interview id' }) }),
    response: comparisonSchema,
  }),
};
