import type { RequestListener } from 'node:http';
import type { Sql } from 'postgres';
import type { StackConfig } from '../config.ts';
import type { SigningKey } from '../signing-key.ts';

export interface StorageServiceDeps {
  sql: Sql;
  config: StackConfig;
  signingKey: SigningKey;
}

/** The Supabase Storage stand-in, mounted at /storage/v1 (receives full URLs). */
export function createStorageService(_deps: StorageServiceDeps): RequestListener {
  return (_req, res) => {
    res.writeHead(501, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        statusCode: '501',
        error: 'not_implemented',
        message: 'Storage stand-in not built yet',
      }),
    );
  };
}
