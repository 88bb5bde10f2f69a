import { msg, plural } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { Accommodations } from '#contract/accommodations';

const TIME_WORDS = {
  EXTRA_HALF: msg`1.5 times the time for each answer`,
  DOUBLE: msg`twice the time for each answer`,
  UNTIMED: msg`no time limit on answers`,
};

/**
 * A candidate's accommodations in the page's language, for the candidate's welcome step and the
 * team's review: #contract/accommodation-words' describeAccommodations, its English held to it by
 * tests/unit/recruiter-contract-messages.test.ts; null for none.
 */
export function describeAccommodationsIn(i18n: I18n, accommodations: Accommodations): string | null {
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
  // The separator is the language's own: Arabic writes "،".
  return parts.length === 0
    ? null
    : parts.join(i18n._(msg({ message: ', ', comment: 'Between accommodations' })));
}
