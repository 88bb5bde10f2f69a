import type { Caller } from './caller.ts';

/** What every request carries through the app: who is calling (set by identifyCaller). */
export interface AppEnv {
  Variables: {
    caller: Caller;
  };
}
