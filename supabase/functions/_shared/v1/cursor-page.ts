// The SQL side of the v1 lists' cursors (contract/v1/cursor.ts): the filter and order of one
// page, and the page's rows with the cursor of the next.
import { type CursorQuery, encodeCursor } from '../contract/v1/cursor.ts';
import type { Transaction } from '../db.ts';

/** A page's row as queried: its fields, and its updated_at as exact text for the cursor. */
export type CursorRow<Row> = Row & { id: string; cursor_at: string };

/**
 * `where` conditions and `order by … limit` of a page over `table` (an alias of the query), one row
 * more than asked for, which tells whether a next page exists. The query selects
 * `<table>.updated_at::text as cursor_at` so the cursor keeps Postgres's microseconds.
 */
export function cursorClauses(tx: Transaction, table: string, query: CursorQuery) {
  const updatedAt = tx`${tx(table)}.updated_at`;
  const id = tx`${tx(table)}.id`;
  const since = query.updated_since
    ? tx`${updatedAt} >= ${query.updated_since}::text::timestamptz`
    : tx`true`;
  // Through text: a timestamptz parameter would be serialised to the millisecond (db.ts).
  const after = query.cursor
    ? tx`(${updatedAt}, ${id}) > (${query.cursor.updated_at}::text::timestamptz, ${query.cursor.id}::uuid)`
    : tx`true`;
  return {
    where: tx`${since} and ${after}`,
    orderAndLimit: tx`order by ${updatedAt}, ${id} limit ${query.limit + 1}`,
  };
}

/** The rows of the page (without `cursor_at`) and the next page's cursor, or null on the last. */
export function cursorPage<Row>(
  rows: CursorRow<Row>[],
  limit: number,
): { rows: Omit<CursorRow<Row>, 'cursor_at'>[]; next_cursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map(({ cursor_at: _cursorAt, ...row }) => row),
    next_cursor:
      rows.length > limit && last ? encodeCursor({ updated_at: last.cursor_at, id: last.id }) : null,
  };
}
