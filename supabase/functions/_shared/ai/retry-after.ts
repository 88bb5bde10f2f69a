/** The longest wait a provider's 429 is taken at its word for; a longer one counts as this. */
const MAX_RETRY_AFTER_SECONDS = 3600;

/**
 * How long a provider asks to be left alone, in seconds, from the headers of its 429: OpenAI's
 * `retry-after-ms` (milliseconds) first, else `retry-after` in seconds or as an HTTP date
 * (RFC 9110 §10.2.3). Undefined when neither says anything usable.
 */
export function retryAfterSeconds(headers: Headers | undefined, now = Date.now()): number | undefined {
  if (!headers) return undefined;
  const ms = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return clamp(ms / 1000);
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return clamp(Number(value));
  // An HTTP date names its day and month; Date.parse would also take '-5' as a year.
  const date = /^[a-z]{3}, /i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? undefined : clamp((date - now) / 1000);
}

function clamp(seconds: number): number {
  return Math.min(Math.max(seconds, 0), MAX_RETRY_AFTER_SECONDS);
}
