import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/i18n/catalogues';
import { candidateErrorMessages } from '#contract/candidates';
import { videoResumeErrorMessages } from '#contract/video-resumes';

/**
 * The server's reasons a candidate's portal can meet when an action fails (the contract's), each
 * whole in the candidate's language; tests/unit/take-contract-messages.test.ts holds the English
 * to the contract's.
 */
const KNOWN: Record<string, MessageDescriptor> = {
  [candidateErrorMessages.mediaRemovalFailed]: msg`Could not delete the stored recordings; nothing was deleted. Try again in a moment.`,
  [candidateErrorMessages.interviewNotFound]: msg`Interview not found`,
  [videoResumeErrorMessages.notFound]: msg`Video resume not found or not accessible`,
};

/** A server's reason in the page's language when it is a known one; else as the server sent it. */
export function localCandidateReason(reason: string): string {
  const known = KNOWN[reason];
  return known ? i18n._(known) : reason;
}
