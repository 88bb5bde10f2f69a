// The public API's lists page by cursor (issue #22): rows in the order they last changed
// (updated_at, then id), so an integration that keeps the last cursor, or asks for what changed
// since a time, sees every change once, however many rows arrive between its calls.
import { z } from 'zod';
import { idSchema, timestampSchema } from '../common.ts';

/** The largest page a v1 list serves. */
const CURSOR_LIMIT_MAX = 100;
const CURSOR_LIMIT_DEFAULT = 50;

const LIMIT_MESSAGE = `Must be a whole number from 1 to ${CURSOR_LIMIT_MAX}`;
const CURSOR_MESSAGE = 'Must be a next_cursor this API answered';

/** Where a page ends: the last row's exact updated_at (to the microsecond, as Postgres has it) and id. */
export interface CursorPosition {
  updated_at: string;
  id: string;
}

const positionSchema = z.object({ updated_at: z.string().min(1), id: idSchema });

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The opaque `next_cursor` of a page that ends at `position`. */
export function encodeCursor(position: CursorPosition): string {
  return toBase64Url(JSON.stringify([position.updated_at, position.id]));
}

const cursorSchema = z
  .string()
  .meta({ description: 'The next_cursor of the previous page; leave it out for the first page.' })
  .transform((text, context): CursorPosition => {
    try {
      const [updatedAt, id] = JSON.parse(fromBase64Url(text)) as unknown[];
      const position = positionSchema.safeParse({ updated_at: updatedAt, id });
      if (position.success && !Number.isNaN(Date.parse(position.data.updated_at))) return position.data;
    } catch {
      // Not base64url JSON: the same answer as any other foreign string.
    }
    context.addIssue({ code: 'custom', message: CURSOR_MESSAGE });
    return z.NEVER;
  });

/** The query of every v1 list: `cursor`, `limit` and `updated_since`. */
export const cursorQueryFields = {
  cursor: cursorSchema.optional(),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int({ error: LIMIT_MESSAGE })
    .min(1, { error: LIMIT_MESSAGE })
    .max(CURSOR_LIMIT_MAX, { error: LIMIT_MESSAGE })
    .default(CURSOR_LIMIT_DEFAULT),
  updated_since: timestampSchema
    .meta({ description: 'Only rows changed at or after this time (ISO 8601 with an offset).' })
    .optional(),
};

export type CursorQuery = {
  cursor?: CursorPosition | undefined;
  limit: number;
  updated_since?: string | undefined;
};

/** Beside a v1 list's rows: the cursor of the next page, or null on the last page. */
export const nextCursorField = {
  next_cursor: z
    .string()
    .nullable()
    .meta({ description: 'Pass it as `cursor` for the next page; null on the last page.' }),
};
