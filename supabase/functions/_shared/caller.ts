// Who calls the api, as the database needs to know it. Its own file, so that the modules which
// identify a caller (auth.ts, api-keys/) and the one that runs SQL as it (db.ts) all depend on
// these types without depending on each other.
import type { JWTPayload } from 'jose';
import type { ApiKeyScope } from './contract/api-keys.ts';

/** The verified claims of a Supabase Auth access token (the ones the app relies on). */
export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  /** Required by the token check (auth.ts), so always there. */
  exp: number;
  role: 'authenticated';
  email?: string;
  is_anonymous?: boolean;
}

/** Who is calling, in the terms Postgres needs: the role to switch to and the claims to expose. */
export type Caller = AnonCaller | UserCaller | ApiKeyCaller;
export interface AnonCaller {
  role: 'anon';
  claims: { role: 'anon' };
}
export interface UserCaller {
  role: 'authenticated';
  userId: string;
  claims: AccessTokenClaims;
}

/** A request with a live API key of the public API (/api/v1): the workspace_api role, for one workspace. */
export interface ApiKeyCaller {
  role: 'workspace_api';
  keyId: string;
  workspaceId: string;
  scope: ApiKeyScope;
  claims: { role: 'workspace_api'; key_id: string; workspace_id: string; scope: ApiKeyScope };
}

/** workspace_api before a key is known: all it may do is look a key up by its hash. */
export interface KeyLookupCaller {
  role: 'workspace_api';
  claims: { role: 'workspace_api' };
}

export const ANON_CALLER: AnonCaller = { role: 'anon', claims: { role: 'anon' } };
