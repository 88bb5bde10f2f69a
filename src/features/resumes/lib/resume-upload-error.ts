import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DetailedError } from 'tus-js-client';
import { uploadFailureSentence } from '@/media/upload-recording';

// docs/product.md §8's texts for a failed video resume upload.
export const RESUME_UPLOAD_ERRORS = {
  sessionExpired: msg`Session expired. Please log in again.`,
  accessDenied: msg`Access denied. Please check your permissions.`,
  noRecording: msg`No recording available or user not authenticated`,
  saveFailed: msg`Failed to save video resume`,
} as const;

/**
 * The text for a rejected uploadRecording: 401 and 403 mean the session or the rights, any other
 * HTTP status 'Upload failed with status {n}'; without a status (the network, retries exhausted) a
 * plain sentence, never tus-js-client's message.
 */
export function resumeUploadErrorText(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  const status = cause instanceof DetailedError ? (cause.originalResponse?.getStatus() ?? 0) : 0;
  if (status === 401) return i18n._(RESUME_UPLOAD_ERRORS.sessionExpired);
  if (status === 403) return i18n._(RESUME_UPLOAD_ERRORS.accessDenied);
  if (status >= 400) return i18n._(msg`Upload failed with status ${status}`);
  return uploadFailureSentence(cause ?? error);
}
