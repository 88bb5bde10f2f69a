import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { RECORDING_ERRORS } from '@/media/recording-errors';

// The media library's texts (the errors' messages, in English: recording-errors.ts) as the
// candidate reads them: each known one translated whole, anything else (a browser's or the
// uploader's own message) shown as it came.
const KNOWN: Record<string, MessageDescriptor> = {
  [RECORDING_ERRORS.noFormat]: msg`No supported video recording format found`,
  [RECORDING_ERRORS.startFailed]: msg`Failed to start recording. Please check your camera and microphone.`,
  [RECORDING_ERRORS.noData]: msg`No recording data available. Please try recording again.`,
  [RECORDING_ERRORS.interrupted]: msg`Recording error occurred. Please try again.`,
  [RECORDING_ERRORS.mediaAccess]: msg`Camera and microphone access is required for this interview`,
};

/** A message of the camera, microphone or recorder in the candidate's language. */
export function localMediaMessage(i18n: I18n, message: string): string;
export function localMediaMessage(i18n: I18n, message: string | null): string | null;
export function localMediaMessage(i18n: I18n, message: string | null): string | null {
  if (message === null) return null;
  const known = KNOWN[message];
  return known ? i18n._(known) : message;
}
