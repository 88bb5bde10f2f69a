import { HttpError } from '../http-error.ts';
import type { AiError } from './interview-analyst.ts';

/**
 * A failed AI call the recruiter waits on, as the answer they get: 503 without a provider, 504 when
 * it did not answer in time, 429 with its Retry-After when it asked to wait, else 502 (it refused,
 * could not be reached, or answered something unusable). The message is the AiError's sentence;
 * its detail is only logged.
 */
export function httpErrorOfAiFailure(error: AiError): HttpError {
  const cause = error.detail ? new Error(error.detail, { cause: error }) : error;
  switch (error.failure) {
    case 'not_configured':
      return new HttpError(503, error.message, { code: 'ai_not_configured', cause });
    case 'timeout':
      return new HttpError(504, error.message, { code: 'ai_timeout', cause });
    case 'invalid_output':
      return new HttpError(502, error.message, { code: 'ai_invalid_output', cause });
    case 'provider':
      return error.retryAfterSeconds === undefined
        ? new HttpError(502, error.message, { code: 'ai_provider', cause })
        : new HttpError(429, error.message, {
            code: 'ai_rate_limited',
            headers: { 'Retry-After': String(Math.max(1, Math.ceil(error.retryAfterSeconds))) },
          });
  }
}
