import postgres from 'postgres';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError } from './http-error.ts';

// SQLSTATEs our SQL functions raise on purpose (see supabase/schemas/60-take.sql), and those
// row-level security, grants and constraints produce, with the status and a message to show when
// the database's own text is not meant for users.
const BY_SQLSTATE: Record<string, { status: ContentfulStatusCode; message: string }> = {
  P0002: { status: 404, message: 'Not found' },
  '42501': { status: 403, message: 'You do not have permission to do this' },
  '28000': { status: 401, message: 'Sign in to continue' },
  '22023': { status: 400, message: 'Invalid input' },
  '22P02': { status: 400, message: 'Invalid input' },
  // Text Postgres cannot store: a NUL character (22021), or \u0000 in JSON (22P05).
  '22021': { status: 400, message: 'Invalid input' },
  '22P05': { status: 400, message: 'Invalid input' },
  '23514': { status: 400, message: 'Invalid input' },
  '55000': { status: 409, message: 'This cannot be done in the current state' },
  '23505': { status: 409, message: 'This already exists' },
  // A row naming one that is gone (deleted meanwhile, e.g. the caller's own user).
  '23503': { status: 409, message: 'This refers to something that no longer exists' },
  // A sending limit (supabase/schemas/45-mail-and-jobs.sql); HINT holds the seconds to wait, if any.
  P0429: { status: 429, message: 'Too many requests; try again later' },
};

/** Retry-After from the HINT of a limit that passes with time (whole seconds, at least 1). */
function retryAfter(error: postgres.PostgresError): Record<string, string> | undefined {
  if (error.code !== 'P0429' || !/^\d+$/.test(error.hint ?? '')) return undefined;
  return { 'Retry-After': String(Math.max(1, Number(error.hint))) };
}

/**
 * The HTTP error for a database error we expect, or undefined for one we do not. Messages of
 * RAISE in our functions are written for users and pass through; Postgres' own messages (which
 * name tables and constraints) are replaced by the generic one.
 */
export function httpErrorFromPostgres(error: unknown): HttpError | undefined {
  if (!(error instanceof postgres.PostgresError)) return undefined;
  const mapped = BY_SQLSTATE[error.code];
  if (!mapped) return undefined;
  const raisedByUs = error.routine === 'exec_stmt_raise';
  return new HttpError(mapped.status, raisedByUs ? error.message : mapped.message, {
    code: error.code,
    cause: error,
    headers: retryAfter(error),
  });
}
