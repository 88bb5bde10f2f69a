import type { HttpBindings } from '@hono/node-server';
import type { Caller } from './caller.ts';

/** The Hono environment of the object routes: Node's request and the caller resolved for it. */
export interface StorageEnv {
  Bindings: HttpBindings;
  Variables: { caller: Caller };
}
