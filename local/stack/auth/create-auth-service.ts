import type { RequestListener } from 'node:http';
import type { Sql } from 'postgres';
import type { StackConfig } from '../config.ts';
import type { SigningKey } from '../signing-key.ts';

export interface AuthServiceDeps {
  sql: Sql;
  config: StackConfig;
  signingKey: SigningKey;
}

/** The Supabase Auth stand-in, mounted at /auth/v1 (receives full URLs). */
export function createAuthService(deps: AuthServiceDeps): RequestListener {
  return (req, res) => {
    if (req.url === '/auth/v1/.well-known/jwks.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [deps.signingKey.publicJwk] }));
      return;
    }
    res.writeHead(501, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 501, error_code: 'not_implemented', msg: 'Auth stand-in not built yet' }));
  };
}
