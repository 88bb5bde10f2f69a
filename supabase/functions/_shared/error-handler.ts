import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { errorCodes, type ApiError } from './contract/errors.ts';
import { HttpError } from './http-error.ts';
import { httpErrorFromPostgres } from './postgres-error.ts';

function respond(c: Context, error: HttpError): Response {
  if (error.status >= 500) console.error(`${c.req.method} ${c.req.path}: ${error.message}`, error.cause);
  return c.json(error.body(), error.status, error.headers);
}

/** app.onError: every failure leaves as the one ApiError shape with a fitting status. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof HttpError) return respond(c, error);
  // Hono's own, e.g. 400 "Malformed JSON in request body" from the json validator.
  if (error instanceof HTTPException) return respond(c, new HttpError(error.status, error.message));
  const fromDatabase = httpErrorFromPostgres(error);
  if (fromDatabase) {
    if (fromDatabase.message !== error.message) {
      console.warn(`${c.req.method} ${c.req.path}: ${fromDatabase.status} for "${error.message}"`);
    }
    return respond(c, fromDatabase);
  }
  console.error(`${c.req.method} ${c.req.path}: unexpected error`, error);
  return c.json({ error: 'Internal server error' } satisfies ApiError, 500);
}

/** app.notFound: unknown routes answer JSON like everything else. */
export function handleNotFound(c: Context): Response {
  return c.json({ error: 'Not found', code: errorCodes.notFound } satisfies ApiError, 404);
}
