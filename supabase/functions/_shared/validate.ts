import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { errorCodes } from './contract/errors.ts';
import { HttpError } from './http-error.ts';

/** 400 with the first message per invalid field, keyed by its path ('questions.0.text'). */
export function invalidInput(error: z.core.$ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (path && !(path in fields)) fields[path] = issue.message;
  }
  const wholeInput = error.issues.find((issue) => issue.path.length === 0);
  return new HttpError(400, wholeInput?.message ?? 'Invalid input', {
    code: errorCodes.invalidInput,
    fields,
  });
}

/**
 * zValidator whose failures go through onError like every other error, so a bad body, query or
 * param answers the one error shape. Handlers read the parsed value with c.req.valid(target).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw invalidInput(result.error);
  });
}
