import type { Context } from 'hono';

/**
 * An error answered the way Supabase Auth answers it (internal/api/apierrors): an HTTP status, an
 * error code from its errorcode.go list and a message. `weakPassword` carries the reasons of a
 * weak_password error.
 */
export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly weakPasswordReasons?: string[],
  ) {
    super(message);
    this.name = 'AuthApiError';
  }
}

/** An OAuth2-style error ({error, error_description}, always 400), as GoTrue's OAuthError. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
    this.name = 'OAuthError';
  }
}

export const badRequest = (code: string, message: string) => new AuthApiError(400, code, message);
export const forbidden = (code: string, message: string) => new AuthApiError(403, code, message);
export const notFound = (code: string, message: string) => new AuthApiError(404, code, message);
export const unprocessable = (code: string, message: string) => new AuthApiError(422, code, message);
export const internalError = (message: string) => new AuthApiError(500, 'unexpected_failure', message);

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024_01_01 = '2024-01-01';

/**
 * The API version a request asks for, as GoTrue's DetermineClosestAPIVersion: a valid date on or
 * after 2024-01-01 selects that version; anything else (absent, malformed, older) the initial one.
 */
function requestsVersion20240101(header: string | undefined): boolean {
  if (!header || !/^\d{4}-\d{2}-\d{2}$/.test(header)) return false;
  const parsed = new Date(`${header}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== header) return false;
  return header >= API_VERSION_2024_01_01;
}

/**
 * The error body GoTrue's HandleResponseError writes. Clients sending `X-Supabase-Api-Version:
 * 2024-01-01` (auth-js does) get `{code, message}` and the version echoed back, which is how auth-js
 * knows to read `code` as the error code; older clients get `{code: status, error_code, msg}` and
 * an `x-sb-error-code` header.
 */
export function errorResponse(c: Context, error: AuthApiError | OAuthError): Response {
  const modern = requestsVersion20240101(c.req.header(API_VERSION_HEADER));
  if (modern) c.header(API_VERSION_HEADER, API_VERSION_2024_01_01);
  if (error instanceof OAuthError) {
    return c.json({ error: error.error, error_description: error.description }, 400);
  }
  const status = error.status as 400;
  const weakPassword = error.weakPasswordReasons
    ? { weak_password: { reasons: error.weakPasswordReasons } }
    : {};
  if (modern) return c.json({ code: error.code, message: error.message, ...weakPassword }, status);
  c.header('x-sb-error-code', error.code);
  return c.json({ code: error.status, error_code: error.code, msg: error.message, ...weakPassword }, status);
}
