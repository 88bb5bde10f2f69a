// A request's API key (issue #22): found by the SHA-256 of the bearer token among the live keys;
// the request then acts as workspace_api with the key's id in its claims, so every policy asks
// the database again whether that key is still live.
import type { ApiKeyCaller } from '../caller.ts';
import { apiKeyMessages, type ApiKeyScope } from '../contract/api-keys.ts';
import { errorCodes } from '../contract/errors.ts';
import { asCaller } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { apiKeyHashHex, apiKeyPrefix } from './api-key-secret.ts';

function invalidApiKey(): HttpError {
  return new HttpError(401, apiKeyMessages.invalid, { code: errorCodes.invalidApiKey });
}

/**
 * The caller a bearer token of the form aik_… stands for; 401 for a malformed, unknown or revoked
 * key, 429 with Retry-After when the key's bucket, or its workspace's, is empty.
 */
export async function authenticateApiKey(token: string): Promise<ApiKeyCaller> {
  if (!apiKeyPrefix(token)) throw invalidApiKey();
  const hashHex = await apiKeyHashHex(token);
  const [key] = await asCaller(
    { role: 'workspace_api', claims: { role: 'workspace_api' } },
    (tx) => tx<
      {
        key_id: string;
        workspace_id: string;
        scope: ApiKeyScope;
        retry_after: number;
        workspace_limited: boolean;
      }[]
    >`
      select key_id, workspace_id, scope, retry_after, workspace_limited
      from private.authenticate_api_key(decode(${hashHex}, 'hex'))`,
  );
  if (!key) throw invalidApiKey();
  if (key.retry_after > 0) {
    const message = key.workspace_limited
      ? apiKeyMessages.workspaceRateLimited(key.retry_after)
      : apiKeyMessages.rateLimited(key.retry_after);
    throw new HttpError(429, message, {
      code: errorCodes.rateLimited,
      headers: { 'retry-after': String(key.retry_after) },
    });
  }
  return {
    role: 'workspace_api',
    keyId: key.key_id,
    workspaceId: key.workspace_id,
    scope: key.scope,
    claims: { role: 'workspace_api', key_id: key.key_id, workspace_id: key.workspace_id, scope: key.scope },
  };
}
