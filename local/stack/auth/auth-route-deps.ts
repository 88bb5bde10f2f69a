import type { Sql } from 'postgres';
import type { StackConfig } from '../config.ts';
import type { SigningKey } from '../signing-key.ts';
import type { TokenVerifier } from './authenticate.ts';
import type { LocalGoogle } from './local-google.ts';

/** What every route of the auth stand-in may use. */
export interface AuthRouteDeps {
  sql: Sql;
  config: StackConfig;
  signingKey: SigningKey;
  verify: TokenVerifier;
  google: LocalGoogle;
}
