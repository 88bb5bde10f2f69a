import { AuthApiError, badRequest } from './auth-errors.ts';

/** supabase/config.toml `minimum_password_length`. */
export const MINIMUM_PASSWORD_LENGTH = 6;
/** bcrypt reads at most 72 bytes, so GoTrue refuses longer passwords. */
const MAXIMUM_PASSWORD_LENGTH = 72;

const EMAIL_FORMAT =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~\u00a0-\uffef-]+@[A-Za-z0-9\u00a0-\uffef](?:[A-Za-z0-9\u00a0-\uffef-]*[A-Za-z0-9\u00a0-\uffef])?(?:\.[A-Za-z0-9\u00a0-\uffef](?:[A-Za-z0-9\u00a0-\uffef-]*[A-Za-z0-9\u00a0-\uffef])?)*$/;

/** GoTrue's validateEmail: required, at most 255 characters, a valid format; returned lower-cased. */
export function validateEmail(email: string): string {
  if (email === '') throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_FORMAT.test(email) || email.includes('..') || email.startsWith('.') || /\.@/.test(email)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}

/** The reasons a password is weak under the local policy (length only, as config.toml sets it). */
export function weakPasswordReasons(password: string): { reasons: string[]; message: string } | undefined {
  if (password.length >= MINIMUM_PASSWORD_LENGTH) return undefined;
  return {
    reasons: ['length'],
    message: `Password should be at least ${MINIMUM_PASSWORD_LENGTH} characters.`,
  };
}

/** GoTrue's checkPasswordStrength: too long is a 400, too weak a 422 weak_password with reasons. */
export function checkPasswordStrength(password: string): void {
  if (Buffer.byteLength(password) > MAXIMUM_PASSWORD_LENGTH) {
    throw badRequest(
      'validation_failed',
      `Password cannot be longer than ${MAXIMUM_PASSWORD_LENGTH} characters`,
    );
  }
  const weak = weakPasswordReasons(password);
  if (weak) throw new AuthApiError(422, 'weak_password', weak.message, weak.reasons);
}

const CODE_CHALLENGE_FORMAT = /^[a-zA-Z._~0-9-]+$/;

/** GoTrue's validatePKCEParams: both or neither, and a challenge of 43-128 RFC 7636 characters. */
export function validatePkceParams(codeChallengeMethod: string, codeChallenge: string): void {
  if ((codeChallenge === '') !== (codeChallengeMethod === '')) {
    throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  }
  if (codeChallenge === '') return;
  if (codeChallenge.length < 43 || codeChallenge.length > 128) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  if (!CODE_CHALLENGE_FORMAT.test(codeChallenge)) {
    throw badRequest(
      'validation_failed',
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  }
}
