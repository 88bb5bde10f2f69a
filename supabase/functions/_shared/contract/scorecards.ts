// Scorecards (issue #18): an interview's competencies, each with what it means and an anchored 1-5
// scale, and the competencies each question evaluates. The database checks the same limits
// (20261127100000_scorecards.sql).
import { z } from 'zod';
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
