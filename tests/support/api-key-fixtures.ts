// The public API's callers in tests (issue #22): keys made by an owner through the app's own
// route, as a customer makes them, and requests that carry one.
import { z } from 'zod';
import { callApi } from './api.ts';
import { expectJson, sendJson } from './interview-fixtures.ts';
import type { TestUser } from './users.ts';

const createdKeySchema = z.object({ key: z.object({ id: z.string() }), secret: z.string() });

/** A new key of `workspaceId`, made by `owner` in the settings' route: its id and the whole key. */
export async function createApiKey(
  owner: TestUser,
  workspaceId: string,
  scope: 'READ' | 'READ_WRITE' = 'READ',
): Promise<{ id: string; secret: string }> {
  const body = await expectJson(
    await sendJson('POST', `/workspaces/${workspaceId}/api-keys`, { name: `Key ${scope}`, scope }, owner),
    201,
  );
  const { key, secret } = createdKeySchema.parse(body);
  return { id: key.id, secret };
}

/** A request with `key` as bearer: GET unless `method` says otherwise, with a JSON `body` if given. */
export function callWithKey(
  key: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Response> {
  return callApi(path, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${key}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}
