// The public API's interviews (issue #22), for callers with an API key: the SQL runs as
// workspace_api with the key's claims, so the key's workspace's interviews are all it finds.
import { requireApiKey } from '../auth.ts';
import { v1InterviewApi, type V1Interview } from '../contract/v1/interviews.ts';
import { asCaller } from '../db.ts';
import { RouteTable } from '../route-table.ts';
import { cursorClauses, cursorPage, type CursorRow } from '../v1/cursor-page.ts';

export const v1InterviewRoutes = new RouteTable().handle(
  v1InterviewApi.list,
  requireApiKey,
  async (c, { query }) => {
    const rows = await asCaller(c.var.apiKey, (tx) => {
      const page = cursorClauses(tx, 'i', query);
      return tx<CursorRow<V1Interview>[]>`
      select i.id, i.title, i.description, i.status, i.created_at, i.updated_at, i.updated_at::text as cursor_at
      from public.interviews i
      where ${page.where}
      ${page.orderAndLimit}`;
    });
    const { rows: interviews, next_cursor } = cursorPage(rows, query.limit);
    return { interviews, next_cursor };
  },
);
