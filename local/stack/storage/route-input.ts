import type { Context } from 'hono';
import type { z } from 'zod';
import { splitObjectPath } from './object-name.ts';
import type { StorageEnv } from './storage-env.ts';
import { storageErrors } from './storage-error.ts';

/**
 * `<bucket>/<name>` of a route such as `/storage/v1/object/sign/<bucket>/<name…>`, read from the raw
 * URL so each segment is decoded exactly once.
 */
export function objectPathOf(c: Context<StorageEnv>, prefix: string): { bucket: string; name: string } {
  const pathname = new URL(c.req.url).pathname;
  if (!pathname.startsWith(prefix)) throw storageErrors.invalidKey(pathname);
  return splitObjectPath(pathname.slice(prefix.length));
}

/** The JSON body, checked by `schema`; refused with the real service's 400 when it does not fit. */
export async function jsonBody<T extends z.ZodType>(c: Context<StorageEnv>, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw storageErrors.invalidRequest(
      "Body is not valid JSON but content-type is set to 'application/json'",
    );
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw storageErrors.invalidRequest(
      `body/${issue?.path.join('/') ?? ''} ${issue?.message ?? 'is invalid'}`,
    );
  }
  return parsed.data;
}
