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
  /**
   * Issue #37: the labels of the options picked, in position order, per CHOICE question id the
   * candidate answered, and the file's name per FILE question (FILE_NAME_HIDDEN under blind review);
   * a question they did not reach is left out.
   */
  choices: z.record(z.string(), z.array(z.string())),
  /** A picked option knocks out (whether it ended the interview or flagged the answer). */
  knocked_out: z.boolean(),
  /** When a knockout answer ended the interview; null when none did. */
  knocked_out_at: timestampSchema.nullable(),
});
export type ComparisonRow = z.infer<typeof comparisonRowSchema>;

/** A FILE answer's cell while blind review hides who the candidate is (the name may say it). */
export const FILE_NAME_HIDDEN = 'File (name hidden)';

export const comparisonSchema = z.object({
  competencies: z.array(z.object({ id: idSchema, name: z.string(), position: z.number().int().positive() })),
  /**
   * The interview's CHOICE and FILE questions in order, each a column of the picked labels or the
   * file's name (issue #37).
   */
  choice_questions: z.array(
    z.object({
      id: idSchema,
      order_number: z.number().int().positive(),
      text: z.string(),
      /** One of its options knocks out. */
      has_knockout: z.boolean(),
    }),
  ),
  rows: z.array(comparisonRowSchema),
});
export type Comparison = z.infer<typeof comparisonSchema>;

const decisionFilters = ['ADVANCE', 'HOLD', 'REJECT', 'NONE'] as const;
const directions = ['ascending', 'descending'] as const;
const SORT_MESSAGE = 'Must be the index of a column, from 0';

/** The screen's filters and order, which the CSV export applies as the table does. */
const comparisonQuerySchema = z.object({
  status: z.enum(['COMPLETED', 'REVIEWED'], { error: 'Choose one of COMPLETED, REVIEWED' }).optional(),
  /** A decision, or NONE for the candidates without one. */
  decision: z.enum(decisionFilters, { error: `Choose one of ${decisionFilters.join(', ')}` }).optional(),
  search: z.string().max(200, { error: 'Must be at most 200 characters' }).default(''),
  /** The column's index in the header. */
  sort: z.coerce
    .number({ error: SORT_MESSAGE })
    .int({ error: SORT_MESSAGE })
    .min(0, { error: SORT_MESSAGE })
    .default(0),
  direction: z.enum(directions, { error: `Choose one of ${directions.join(', ')}` }).default('ascending'),
});
export type ComparisonQuery = z.input<typeof comparisonQuerySchema>;

export const comparisonApi = {
  get: defineRoute({
    method: 'GET',
    path: '/interviews/:id/comparison',
    params: z.object({ id: z.guid({ error: 'Must be a valid interview id' }) }),
    response: comparisonSchema,
  }),
  /** The table as a CSV file, recorded in the workspace's audit trail as it is served. */
  csv: defineRoute({
    method: 'GET',
    path: '/interviews/:id/comparison.csv',
    params: z.object({ id: z.guid({ error: 'Must be a valid interview id' }) }),
    query: comparisonQuerySchema,
    response: z.string(),
    answer: 'csv',
  }),
};
