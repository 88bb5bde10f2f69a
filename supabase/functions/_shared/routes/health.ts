import { ANON_CALLER } from '../caller.ts';
import { healthApi } from '../contract/health.ts';
import { asCaller } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { RouteTable } from '../route-table.ts';

export const healthRoutes = new RouteTable().handle(healthApi.check, null, async () => {
  try {
    // As anon: proves the pool, the role switch and the claims setting all work.
    await asCaller(ANON_CALLER, (tx) => tx`select 1`);
  } catch (error) {
    throw new HttpError(503, 'Database unavailable', { cause: error });
  }
  return { status: 'ok' as const };
});
