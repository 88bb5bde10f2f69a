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

/** PostgreSQL text cannot hold U+0000; refused here, by name, instead of failing in the database. */
export const NUL_CHARACTER_MESSAGE = 'Must not contain a NUL character';

/** The path ('' for the value itself) of the first string holding U+0000, or null. */
function nulCharacterPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulCharacterPath(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
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
    const nulPath = nulCharacterPath(result.data);
    if (nulPath !== null) {
      throw new HttpError(400, 'Invalid input', {
        code: errorCodes.invalidInput,
        fields: { [nulPath || target]: NUL_CHARACTER_MESSAGE },
      });
    }
  });
}
