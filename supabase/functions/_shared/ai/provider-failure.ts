import { APIConnectionTimeoutError, APIError } from 'openai';
import { AiError } from './interview-analyst.ts';
import { retryAfterSeconds } from './retry-after.ts';

/** Keeps provider messages short enough to log on one line. */
export function clip(text: string, max = 300): string {
  const single = text.replace(/\s+/g, ' ').trim();
  return single.length > max ? `${single.slice(0, max - 1)}…` : single;
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

/** Any failure of a call to the provider as an AiError that says which call (`what`) and why. */
export function providerFailure(what: string, error: unknown, timeoutMs: number): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof APIConnectionTimeoutError) {
    return new AiError('timeout', `The AI provider did not answer the ${what} within ${seconds(timeoutMs)}`, {
      cause: error,
    });
  }
  if (error instanceof APIError && error.status !== undefined) {
    return new AiError(
      'provider',
      `The AI provider refused the ${what} (HTTP ${error.status}); try again later`,
      {
        cause: error,
        detail: clip(error.message),
        retryAfterSeconds: error.status === 429 ? retryAfterSeconds(error.headers) : undefined,
      },
    );
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new AiError('provider', `Could not reach the AI provider for the ${what}; try again later`, {
    cause: error,
    detail: clip(reason),
  });
}
