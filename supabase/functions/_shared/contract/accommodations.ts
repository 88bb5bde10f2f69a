// Accommodations of an invitation (issue #19 item 5): set by the recruiter, or granted on the
// candidate's request; shown to the candidate on the welcome step and to reviewers on the review.
import { z } from 'zod';

/** Time to answer each question: as set, x1.5, x2, or no limit and no countdown at all. */
const timeAccommodationSchema = z.enum(['STANDARD', 'EXTRA_HALF', 'DOUBLE', 'UNTIMED'], {
  error: 'Choose STANDARD, EXTRA_HALF, DOUBLE or UNTIMED',
});

/** The most attempts an accommodation adds to each question (the database checks the same). */
const MAX_EXTRA_ATTEMPTS = 2;

export const accommodationsSchema = z.object({
  time: timeAccommodationSchema,
  extra_attempts: z
    .number({ error: `Extra attempts must be 0 to ${MAX_EXTRA_ATTEMPTS}` })
    .int({ error: `Extra attempts must be 0 to ${MAX_EXTRA_ATTEMPTS}` })
    .min(0, { error: `Extra attempts must be 0 to ${MAX_EXTRA_ATTEMPTS}` })
    .max(MAX_EXTRA_ATTEMPTS, { error: `Extra attempts must be 0 to ${MAX_EXTRA_ATTEMPTS}` }),
  /** The candidate may answer any VIDEO or AUDIO question in text instead. */
  text_answers_allowed: z.boolean({ error: 'Must be true or false' }),
});
export type Accommodations = z.infer<typeof accommodationsSchema>;

/** An invitation without accommodations (the database's defaults). */
export const NO_ACCOMMODATIONS: Accommodations = {
  time: 'STANDARD',
  extra_attempts: 0,
  text_answers_allowed: false,
};

/** The seconds an answer may take under the accommodation; null for no limit (UNTIMED). */
export function accommodatedTimeLimit(seconds: number, time: Accommodations['time']): number | null {
  if (time === 'UNTIMED') return null;
  return Math.round(seconds * (time === 'DOUBLE' ? 2 : time === 'EXTRA_HALF' ? 1.5 : 1));
}
