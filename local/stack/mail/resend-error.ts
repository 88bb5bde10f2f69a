/**
 * Resend's error body (https://resend.com/docs/api-reference/errors): the HTTP status repeated, a
 * machine-readable name and a sentence.
 */
export interface ResendError {
  statusCode: number;
  name: string;
  message: string;
}

export function resendError(statusCode: number, name: string, message: string): ResendError {
  return { statusCode, name, message };
}
