import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { candidateLabel } from '#contract/candidate-identity';

/**
 * The candidate's name, or "Candidate N" in a blind review: #contract/candidate-identity's
 * candidateLabel in the page's language (tests/unit/recruiter-contract-messages.test.ts holds the
 * English to it).
 */
export function candidateName(
  i18n: I18n,
  candidate: { first_name: string | null; last_name: string | null; candidate_number: number },
): string {
  if (candidate.first_name === null || candidate.last_name === null) {
    const number = candidate.candidate_number;
    return i18n._(msg`Candidate ${number}`);
  }
  return candidateLabel(candidate);
}
