// Accommodations in plain words, apart from their zod schema (accommodations.ts): the candidate's
// welcome step shows them without loading zod (issue #21).
import type { Accommodations } from './accommodations.ts';

const TIME_WORDS: Record<Accommodations['time'], string | null> = {
  STANDARD: null,
  EXTRA_HALF: '1.5 times the time for each answer',
  DOUBLE: 'twice the time for each answer',
  UNTIMED: 'no time limit on answers',
};

/** The accommodations in plain words, for the candidate, the review and e-mails: "twice the time …, 1 more attempt …"; null for none. */
export function describeAccommodations(accommodations: Accommodations): string | null {
  const parts = [
    TIME_WORDS[accommodations.time],
    accommodations.extra_attempts > 0
      ? `${accommodations.extra_attempts} more ${accommodations.extra_attempts === 1 ? 'attempt' : 'attempts'} at each question`
      : null,
    accommodations.text_answers_allowed ? 'answering in writing instead of on camera' : null,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join(', ');
}
