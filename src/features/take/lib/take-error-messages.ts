import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { RESPONSE_TEXT_MAX_LENGTH, takeErrorMessages } from '#contract/take-messages';

const maxLength = RESPONSE_TEXT_MAX_LENGTH;

/**
 * The server's refusals a candidate can meet while starting, answering and completing
 * (#contract/take-messages and supabase/schemas/60-take.sql's exceptions), each whole in the
 * candidate's language; tests/unit/take-contract-messages.test.ts holds each English to the server's.
 */
export const TAKE_REFUSALS: Record<string, MessageDescriptor> = {
  [takeErrorMessages.notFound]: msg`Interview not found or expired`,
  [takeErrorMessages.notStarted]: msg`Start the interview first`,
  [takeErrorMessages.noConsent]: msg`Read the notice and agree to it before starting`,
  [takeErrorMessages.emptyText]: msg`Type a response`,
  [takeErrorMessages.textTooLong]: msg`A text answer can be at most ${maxLength} characters`,
  [takeErrorMessages.notAnswerFile]: msg`This file is not a PDF, PNG, JPEG or Word document`,
  [takeErrorMessages.answerFileTooLarge]: msg`This file is larger than 20 MB`,
  'The file has not been uploaded yet': msg`The file has not been uploaded yet`,
  'A file question is answered by uploading a file': msg`A file question is answered by uploading a file`,
  'Sign in to take this interview': msg`Sign in to take this interview`,
  'This invitation belongs to another account': msg`This invitation belongs to another account`,
  'This interview is closed': msg`This interview is closed`,
  'This interview has already been completed': msg`This interview has already been completed`,
  [takeErrorMessages.notInProgress]: msg`This interview is not in progress`,
  'The recording has not been uploaded yet': msg`The recording has not been uploaded yet`,
  'A text question needs a non-empty text answer': msg`A text question needs a non-empty text answer`,
  'A choice question is answered by picking an option': msg`A choice question is answered by picking an option`,
  'Pick one option for this question': msg`Pick one option for this question`,
  "Pick among this question's options, each once": msg`Pick among this question's options, each once`,
  'Only a choice question is answered by picking an option': msg`Only a choice question is answered by picking an option`,
};

/** The server's refusals that name a number, by their shape. */
const COUNTED_REFUSALS: { pattern: RegExp; text: (count: string) => MessageDescriptor }[] = [
  {
    pattern: /^No attempts left for this question \((\d+) at most\)$/,
    text: (count) => msg`No attempts left for this question (${count} at most)`,
  },
  {
    pattern: /^Answer every question before completing the interview \((\d+) unanswered\)$/,
    text: (count) => msg`Answer every question before completing the interview (${count} unanswered)`,
  },
];

/**
 * Why starting, saving an answer or completing failed, in the candidate's language: the server's
 * known refusals translated whole, a lost connection said so; anything else (an upload's sentence,
 * already in the page's language) as it came.
 */
export function localTakeError(i18n: I18n, error: unknown): string {
  if (error instanceof TypeError) {
    // fetch's own failure: no answer came ("Failed to fetch", "NetworkError…" by browser).
    return i18n._(msg`The connection to the server was lost. Please try again.`);
  }
  // An api refusal's message is the server's own sentence (ApiError).
  const message = error instanceof Error ? error.message : String(error);
  const known = TAKE_REFUSALS[message];
  if (known) return i18n._(known);
  for (const { pattern, text } of COUNTED_REFUSALS) {
    const count = pattern.exec(message)?.[1];
    if (count !== undefined) return i18n._(text(count));
  }
  return message;
}
