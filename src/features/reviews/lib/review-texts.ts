import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Accommodations } from '#contract/accommodations';

/**
 * The contract's texts a review shows, as messages of the recruiter catalogue; in English each reads
 * exactly as the contract's (#contract/candidate-identity, #contract/accommodation-words,
 * #contract/reviews, #contract/consent), which the server, the e-mails and the spec keep.
 */

/** #contract/reviews's INSUFFICIENT_EVIDENCE. */
export const insufficientEvidence = msg`Insufficient evidence`;

/** #contract/reviews's NO_VERIFIED_EVIDENCE. */
export const noVerifiedEvidence = msg`no verified evidence`;

/** #contract/consent's consentMessages.aiDeclined. */
export const aiDeclined = msg`AI analysis declined by the candidate`;

/** #contract/candidate-identity's candidateLabel: the name, or "Candidate N" in a blind review. */
export function candidateName(
  i18n: I18n,
  candidate: { first_name: string | null; last_name: string | null; candidate_number: number },
): string {
  const { first_name: first, last_name: last, candidate_number: number } = candidate;
  if (first === null || last === null) return i18n._(msg`Candidate ${number}`);
  return `${first} ${last}`;
}

const TIME_WORDS = {
  EXTRA_HALF: msg`1.5 times the time for each answer`,
  DOUBLE: msg`twice the time for each answer`,
  UNTIMED: msg`no time limit on answers`,
};

/** #contract/accommodation-words's describeAccommodations: "twice the time …, 1 more attempt …"; null for none. */
export function describeReviewAccommodations(i18n: I18n, accommodations: Accommodations): string | null {
  const parts: string[] = [];
  if (accommodations.time !== 'STANDARD') parts.push(i18n._(TIME_WORDS[accommodations.time]));
  if (accommodations.extra_attempts > 0) {
    const extra = accommodations.extra_attempts;
    parts.push(
      i18n._(
        msg`${plural(extra, { one: '# more attempt at each question', other: '# more attempts at each question' })}`,
      ),
    );
  }
  if (accommodations.text_answers_allowed) parts.push(i18n._(msg`answering in writing instead of on camera`));
  return parts.length === 0
    ? null
    : parts.join(i18n._(msg({ message: ', ', comment: 'Between accommodations' })));
}
