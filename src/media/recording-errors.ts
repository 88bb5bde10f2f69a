import { NO_SUPPORTED_FORMAT } from './recording-format';

/**
 * The spec's texts (§5, §8) for what can go wrong while recording: the errors' messages, and the keys
 * the screens translate them by (media-messages.ts).
 */
/* eslint-disable lingui/no-unlocalized-strings -- keys; media-messages.ts holds them as messages */
export const RECORDING_ERRORS = {
  noFormat: NO_SUPPORTED_FORMAT,
  startFailed: 'Failed to start recording. Please check your camera and microphone.',
  noData: 'No recording data available. Please try recording again.',
  // The spec names this text for the resume recorder; an answer interrupted mid-way is the same case.
  interrupted: 'Recording error occurred. Please try again.',
  mediaAccess: 'Camera and microphone access is required for this interview',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

/** The text to show for a failure: the spec's text the library threw, else a generic one. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
