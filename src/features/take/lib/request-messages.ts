import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { EXTENSION_WINDOW_HOURS } from '#contract/candidate-request-window';
import { candidateRequestMessages, REQUEST_REASON_MAX_LENGTH } from '#contract/candidate-requests';

const maxLength = REQUEST_REASON_MAX_LENGTH;
const hours = EXTENSION_WINDOW_HOURS;

// The contract's texts a candidate can meet while asking the team (the form's own check, or the
// server's refusal), each whole in the candidate's language.
const KNOWN: Record<string, MessageDescriptor> = {
  [candidateRequestMessages.reason]: msg`Tell the team why, in up to ${maxLength} characters`,
  [candidateRequestMessages.tooEarly]: msg`You can ask for more time once your deadline is less than ${hours} hours away`,
  [candidateRequestMessages.expiredAccommodation]: msg`Your deadline has passed; ask for more time first`,
  [candidateRequestMessages.alreadyAsked]: msg`You have already asked; the team will answer you by e-mail`,
};

/** A request's error in the candidate's language; anything else as the server sent it. */
export function localRequestMessage(i18n: I18n, message: string): string {
  const known = KNOWN[message];
  return known ? i18n._(known) : message;
}
