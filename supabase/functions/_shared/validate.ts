import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { errorCodes } from './contract/errors.ts';
import { HttpError } from './http-error.ts';

/** 400 with the first message per invalid field, keyed by its path ('questions.0.text'). */
function invalidInput(error: z.core.$ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (path && !(path in fields)) fields[path] = issue.message;
  }
  const wholeInput = error.issues.find((issue) => issue.path.length === 0);
  return invalidFields(fields, wholeInput?.message);
}

function invalidFields(fields: Record<string, string>, message = 'Invalid input'): HttpError {
  return new HttpError(400, message, { code: errorCodes.invalidInput, fields });
}

/**
 * What PostgreSQL text cannot hold faithfully: U+0000 (refused outright) and lone UTF-16 surrogates
 * (stored as U+FFFD, silently changing the text). Refused here, by name, for every input.
 */
const textErrorMessages = {
  nulCharacter: 'Must not contain a NUL character',
  malformedText: 'Must be valid Unicode text',
};

/** The path ('' for the value itself) and message of the first string PostgreSQL cannot store, or null. */
function unstorableText(value: unknown, path: string[] = []): { path: string; message: string } | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { path: path.join('.'), message: textErrorMessages.nulCharacter };
    if (!value.isWellFormed()) return { path: path.join('.'), message: textErrorMessages.malformedText };
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = unstorableText(item, [...path, key]);
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
    const unstorable = unstorableText(result.data);
    if (unstorable !== null) {
      throw invalidFields({ [unstorable.path || target]: unstorable.message });
    }
  });
}
