import type { HttpBindings } from '@hono/node-server';
import type { ISql } from 'postgres';

/** A connection or a transaction: every store function takes either. */
export type Db = ISql;

/**
 * Who calls, as Supabase's gateway passes it on to Auth: the role of the API key, and the bearer
 * token when the Authorization header carries a JWT of its own (a user's access token) rather than
 * an API key.
 */
export interface Caller {
  keyRole: 'anon' | 'service_role';
  bearer?: string;
}

export interface AuthEnv {
  Bindings: HttpBindings;
  Variables: { caller: Caller };
}
