// The public API's interviews (issue #22), for callers with an API key: the SQL runs as
// workspace_api with the key's claims, so the key's workspace's interviews are all it finds.
import { requireApiKey } from '../auth.ts';
import { v1InterviewApi, type V1Interview } from '../contract/v1/interviews.ts';
import { asCaller } from '../db.ts';
import { RouteTable } from '../route-table.ts';

export const v1InterviewRoutes = new RouteTable().handle(v1InterviewApi.list, requireApiKey, async (c) => {
  const interviews = await asCaller(
    c.var.apiKey,
    (tx) => tx<V1Interview[]>`
        select id, title, description, status, created_at, updated_at
        from public.interviews
        order by created_at desc, id`,
  );
  return { interviews };
});
