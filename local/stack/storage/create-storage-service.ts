import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Sql } from 'postgres';
import type { StackConfig } from '../config.ts';
import type { SigningKey } from '../signing-key.ts';
import { apiKeyRole, ApiKeyError } from './api-key.ts';
import { ANON_CALLER, rememberCaller, resolveCaller } from './caller.ts';
import { answerPreflight, setCorsHeaders } from './cors.ts';
import { createObjectApi } from './object-api.ts';
import { assertPlainPath } from './object-name.ts';
import { objectsRoot } from './object-files.ts';
import { createResumableUploads, RESUMABLE_PATH } from './resumable-upload.ts';
import type { StorageContext } from './storage-context.ts';
import { toStorageError } from './storage-error.ts';

export interface StorageServiceDeps {
  sql: Sql;
  config: StackConfig;
  signingKey: SigningKey;
}

/** GET/HEAD of signed and public URLs carry no key, as a `<video src>` cannot send one. */
function needsNoKey(method: string | undefined, path: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    (path.startsWith('/storage/v1/object/sign/') || path.startsWith('/storage/v1/object/public/'))
  );
}

function sendError(res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const refusal = error instanceof ApiKeyError ? error : toStorageError(error);
  res.writeHead(refusal instanceof ApiKeyError ? 401 : refusal.httpStatus, {
    'content-type': 'application/json; charset=utf-8',
  });
  res.end(JSON.stringify(refusal.toBody()));
}

/**
 * The Supabase Storage stand-in, mounted at /storage/v1 (receives full URLs). It answers CORS for
 * any origin, wants the project's key on every request but preflights and downloads by token
 * or from a public bucket (as Supabase's gateway lets those through), runs each
 * request's SQL as its caller, takes resumable TUS uploads at /storage/v1/upload/resumable and serves
 * the object routes; object files live under `<stateDir>/storage/objects`.
 */
export function createStorageService(deps: StorageServiceDeps): RequestListener {
  const ctx: StorageContext = { ...deps, root: objectsRoot(deps.config.stateDir) };
  const uploads = createResumableUploads(ctx);
  // Leave the process's global Request and Response alone: other services share the process.
  const objectApi = getRequestListener(createObjectApi(ctx).fetch, { overrideGlobalObjects: false });

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (answerPreflight(req, res)) return;
    setCorsHeaders(res);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    assertPlainPath(path);
    const resumable = path === RESUMABLE_PATH || path.startsWith(`${RESUMABLE_PATH}/`);
    if (needsNoKey(req.method, path) || (resumable && req.method === 'OPTIONS')) {
      rememberCaller(req, ANON_CALLER);
    } else {
      rememberCaller(req, await resolveCaller(req, apiKeyRole(req, deps.config), deps));
    }
    if (resumable) await uploads.handle(req, res);
    else await objectApi(req, res);
  }

  return (req, res) => {
    serve(req, res).catch((error: unknown) => sendError(res, error));
  };
}
