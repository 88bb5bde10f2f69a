import type { Context } from 'hono';
import { z } from 'zod';
import { AuthApiError, badRequest } from './auth-errors.ts';

/** GoTrue reads at most 1 MB of a request body. */
const MAX_BODY_BYTES = 1 << 20;

/** JSON `null` for a field counts as absent, as Go's json.Unmarshal leaves the zero value. */
export const optionalString = z.string().nullish();
export const optionalBoolean = z.boolean().nullish();
export const optionalObject = z.record(z.string(), z.unknown()).nullish();

async function readText(c: Context): Promise<string> {
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) {
    throw new AuthApiError(
      413,
      'request_entity_too_large',
      `Request body too large (max ${MAX_BODY_BYTES} bytes)`,
    );
  }
  return text;
}

/**
 * Parses a JSON body and checks it against `schema`, answering as GoTrue's retrieveRequestParams
 * does: anything that is not JSON of the right shape is a 400 bad_json "Could not parse request
 * body as JSON: …". A JSON `null` body is an empty object, as in Go.
 */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const text = await readText(c);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = text.trim() === '' ? 'unexpected end of JSON input' : (error as Error).message;
    throw badRequest('bad_json', `Could not parse request body as JSON: ${reason}`);
  }
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `field ${issue.path.join('.')}: ` : '';
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: ${where}${issue?.message ?? 'invalid body'}`,
    );
  }
  return parsed.data;
}

/** A body that may be empty (DELETE /admin/users/:id): empty means the schema's defaults. */
export async function readOptionalJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const text = await c.req.raw.clone().text();
  if (text.trim() === '') return schema.parse({});
  return readJson(c, schema);
}

/** A form post (application/x-www-form-urlencoded), checked against `schema`. */
export async function readForm<T extends z.ZodType>(
  c: Context,
  schema: T,
): Promise<
  { success: true; data: z.infer<T> } | { success: false; message: string; raw: Record<string, string> }
> {
  const raw = Object.fromEntries(new URLSearchParams(await readText(c)));
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { success: true, data: parsed.data };
  return { success: false, message: parsed.error.issues[0]?.message ?? 'Invalid form', raw };
}
