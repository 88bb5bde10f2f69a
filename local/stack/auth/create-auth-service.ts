import type { RequestListener } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Sql } from 'postgres';
import type { StackConfig } from '../config.ts';
import type { SigningKey } from '../signing-key.ts';
import { createAuthApp } from './auth-app.ts';
import { ensureAuthSchema } from './auth-schema.ts';
import { createTokenVerifier } from './authenticate.ts';
import { createLocalGoogle } from './local-google.ts';

export interface AuthServiceDeps {
  sql: Sql;
  config: StackConfig;
  signingKey: SigningKey;
}

/**
 * The Supabase Auth stand-in, mounted at /auth/v1 (receives full URLs): the part of GoTrue this app
 * uses (e-mail and password, Google OAuth with PKCE through a local sign-in page, sessions with
 * refresh-token rotation, the admin user endpoints), storing into the auth schema with Supabase's
 * column names. The tables it adds to the shim's are created on first use.
 */
export function createAuthService(deps: AuthServiceDeps): RequestListener {
  let schema: Promise<void> | undefined;
  const ready = () => {
    schema ??= ensureAuthSchema(deps.sql).catch((error: unknown) => {
      schema = undefined;
      throw error;
    });
    return schema;
  };
  void ready().catch((error: unknown) => console.error('[auth] preparing the auth schema failed:', error));

  const app = createAuthApp(
    { ...deps, verify: createTokenVerifier(deps.signingKey), google: createLocalGoogle() },
    ready,
  );
  const listener = getRequestListener(app.fetch);
  return (req, res) => {
    void listener(req, res);
  };
}
