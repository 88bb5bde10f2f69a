// API keys per workspace (issue #22 item 1): the owners of a workspace (and platform admins) list,
// make and revoke its keys; other members get 403, outsiders the 404 of an unknown workspace.
// workspace_api_keys' policies hold the same rules. The whole key is answered once, by create.
import { newApiKey } from '../api-keys/api-key-secret.ts';
import { apiKeyApi, apiKeyMessages, type ApiKey } from '../contract/api-keys.ts';
import { errorCodes } from '../contract/errors.ts';
import { asCaller, type Transaction } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { requireRecruiter } from '../roles.ts';
import { RouteTable } from '../route-table.ts';
import { openWorkspace, requireOwner } from '../workspaces/open-workspace.ts';

function apiKeyNotFound(): HttpError {
  return new HttpError(404, apiKeyMessages.notFound, { code: errorCodes.notFound });
}

/** The workspace's keys (or the one `keyId`), newest first, without their hashes. */
function apiKeyRows(tx: Transaction, workspaceId: string, keyId: string | null = null) {
  return tx<ApiKey[]>`
    select k.id, k.name, k.prefix, k.scope, k.created_at, k.last_used_at, k.revoked_at,
           nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), '') as created_by_name
    from public.workspace_api_keys k
    left join public.profiles p on p.id = k.created_by
    where k.workspace_id = ${workspaceId} and (${keyId}::uuid is null or k.id = ${keyId}::uuid)
    order by k.created_at desc, k.id`;
}

async function apiKeyRow(tx: Transaction, workspaceId: string, keyId: string): Promise<ApiKey> {
  const [key] = await apiKeyRows(tx, workspaceId, keyId);
  if (!key) throw apiKeyNotFound();
  return key;
}

export const apiKeyRoutes = new RouteTable()
  .handle(apiKeyApi.list, requireRecruiter, (c, { params: { id } }) =>
    asCaller(c.var.user, async (tx) => {
      requireOwner(await openWorkspace(tx, id, c.var.profile));
      return { keys: await apiKeyRows(tx, id) };
    }),
  )

  .handle(apiKeyApi.create, requireRecruiter, (c, { params: { id }, body }) =>
    asCaller(c.var.user, async (tx) => {
      requireOwner(await openWorkspace(tx, id, c.var.profile));
      const { key, prefix, hashHex } = await newApiKey();
      const [row] = await tx<{ id: string }[]>`
        insert into public.workspace_api_keys (workspace_id, name, prefix, secret_hash, scope)
        values (${id}, ${body.name}, ${prefix}, decode(${hashHex}, 'hex'), ${body.scope})
        returning id`;
      if (!row) throw new Error('The API key insert left no row');
      return { key: await apiKeyRow(tx, id, row.id), secret: key };
    }),
  )

  .handle(apiKeyApi.revoke, requireRecruiter, (c, { params: { id, keyId } }) =>
    asCaller(c.var.user, async (tx) => {
      requireOwner(await openWorkspace(tx, id, c.var.profile));
      const key = await apiKeyRow(tx, id, keyId);
      if (key.revoked_at) throw new HttpError(409, apiKeyMessages.alreadyRevoked);
      await tx`update public.workspace_api_keys set revoked_at = now() where id = ${keyId}`;
      return apiKeyRow(tx, id, keyId);
    }),
  );
